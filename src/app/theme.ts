import { esES } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { prefersReducedMotion } from '@/lib/motion';
import { texts } from '@/lib/texts';

const options: ThemeOptions = {
  palette: {
    primary: { main: '#0d47a1', dark: '#0a3577' },
    secondary: { main: '#ffb300' },
    // MUI's orange (3.1:1 on white) is too light for warning text such as an outlined chip's label.
    warning: { main: '#b45309' },
    // MUI's light blue (3.9:1 under white text) is too light for a filled info notice.
    info: { main: '#01579b' },
    background: { default: '#f4f6fa' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A clearly visible keyboard focus ring everywhere (also on the blue top bar).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #ffb300', outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': { outline: '3px solid #ffb300', outlineOffset: 2, borderRadius: 2 },
        },
      },
    },
  },
};

// esES: MUI's own texts (an Autocomplete's buttons, an Alert's 'Cerrar') in Spanish for screen
// readers; the Autocomplete's buttons name the action, as our texts do.
const controls: ThemeOptions = {
  components: { MuiAutocomplete: { defaultProps: { openText: texts.controls.open, closeText: texts.controls.close, clearText: texts.controls.clear } } },
};

// Asked for less motion, panels, menus and dialogs open and close at once: an accordion that
// grows for 300 ms also moves its buttons under a finger that is already on its way.
const still: ThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

/** The app's theme; with `reducedMotion`, without transitions. */
export function createAppTheme(reducedMotion: boolean): Theme {
  return createTheme(options, esES, controls, reducedMotion ? still : {});
}

export const theme = createAppTheme(prefersReducedMotion());
