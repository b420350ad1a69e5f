// Stand-in for MUI's CSS-theme-variables modules (@mui/material/styles/createThemeWithVars and
// ThemeProviderWithVars), swapped in by vite.config.ts. createTheme() and ThemeProvider import
// them unconditionally but use them only for themes with `cssVariables` or `colorSchemes`, which
// this app does not have (src/app/theme.ts); leaving them out saves about 7 KB gzip on the
// sign-in page, which leaders open first, often on a phone. Reaching any of them fails loudly.
// vite.config.ts names the e2e test that would catch a breakage.
function notBundled(): never {
  throw new Error('MUI CSS theme variables are not bundled: keep cssVariables and colorSchemes out of the theme.');
}

export default notBundled;
export const CssVarsProvider = notBundled;
export const Experimental_CssVarsProvider = notBundled;
export const useColorScheme = notBundled;
export const getInitColorSchemeScript = notBundled;
