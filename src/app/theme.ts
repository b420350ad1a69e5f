import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#0d47a1', dark: '#0a3577' },
    secondary: { main: '#ffb300' },
    // MUI's orange (3.1:1 on white) is too light for warning text such as an outlined chip's label.
    warning: { main: '#b45309' },
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
});
