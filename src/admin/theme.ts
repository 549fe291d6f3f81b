/**
 * The console's MUI theme: react-admin's default, plain and light, in the site's navy and amber, with
 * contrast fixed where the default fails axe (field labels and helper text measured 4.03:1; this
 * `text.secondary` gives 8.5:1 on white and the filled inputs' tint).
 */
import { defaultTheme, type RaThemeOptions } from "react-admin";
import { theme as site } from "../styles/theme";

export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    mode: "light",
    primary: { main: site.colors.navyLight, contrastText: site.colors.white },
    secondary: { main: site.colors.accentDark, contrastText: site.colors.white },
    error: { main: "#b3261e" },
    text: { primary: "#14161c", secondary: "#3f4452" },
    background: { default: "#f5f6f9", paper: "#ffffff" },
  },
  typography: { fontFamily: site.fonts.body },
  components: {
    ...defaultTheme.components,
    MuiFormHelperText: { styleOverrides: { root: { color: "#3f4452" } } },
    MuiInputLabel: { styleOverrides: { root: { color: "#3f4452" } } },
  },
};
