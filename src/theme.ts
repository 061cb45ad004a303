import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Brand colours shared by the theme and the layout settings (top bar, sidebar). */
export const brand = {
    primary: '#556ee6',
    dark: '#2a3042',
    body: '#f8f8fb',
    text: '#495057',
    muted: '#74788d',
} as const;

export const theme: RaThemeOptions = {
    ...defaultLightTheme,
    palette: {
        mode: 'light',
        primary: { main: brand.primary, contrastText: '#fff' },
        secondary: { main: brand.dark, contrastText: '#fff' },
        background: { default: brand.body, paper: '#fff' },
        text: { primary: brand.text, secondary: brand.muted },
    },
    shape: { borderRadius: 6 },
    typography: {
        fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
        h6: { fontWeight: 500 },
    },
    sidebar: { width: 250, closedWidth: 70 },
    components: {
        ...defaultLightTheme.components,
        MuiCard: {
            defaultProps: { elevation: 0 },
            styleOverrides: { root: { boxShadow: '0 0.75rem 1.5rem rgba(18, 38, 63, 0.03)' } },
        },
        MuiTextField: {
            defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
        },
        MuiFormControl: {
            defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
        },
        MuiButton: {
            defaultProps: { disableElevation: true },
            styleOverrides: { root: { textTransform: 'none' } },
        },
    },
};
