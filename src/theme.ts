import { createElement, lazy } from 'react';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

import { CheckboxSpan, TextFieldRoot } from './muiLegacyProps';

// The list/detail defaults load with the first list or detail (inside App.tsx's Suspense), not on the login page.
/** Starts loading them (App.tsx calls it when a resource screen is opened, before the list renders). */
export const loadErrors = () => import('../resources/common/LoadError');
const ListLoadError = lazy(() => loadErrors().then(m => ({ default: m.ListLoadError })));
const ListPagination = lazy(() => loadErrors().then(m => ({ default: m.ListPagination })));
const ShowLoadError = lazy(() => loadErrors().then(m => ({ default: m.ShowLoadError })));

/** Brand colours shared by the theme and the layout settings (top bar, sidebar). */
export const brand = {
  // Skote's #556ee6 and #74788d darkened just enough for WCAG AA contrast (4.5:1) on white, the body colour and
  // the primary-tinted card backgrounds (tests/e2e/a11y.spec.ts).
  primary: '#3f55c4',
  dark: '#2a3042',
  body: '#f8f8fb',
  text: '#495057',
  muted: '#676b80',
} as const;

/** A screen driven by a finger (a phone or a tablet), where controls keep Material's touch-target size. */
export const COARSE_POINTER = '@media (pointer: coarse)';
/** Material's touch-target size, in CSS pixels. */
export const TOUCH_TARGET = 48;
/** A link standing alone (a card's "view …" line): as tall as a touch target on a touch screen, its text centred. */
export const touchLink = (display: 'inline-flex' | 'flex' = 'inline-flex') => ({
  [COARSE_POINTER]: { display, alignItems: 'center', minHeight: TOUCH_TARGET },
});

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: brand.primary, contrastText: '#fff' },
    secondary: { main: brand.dark, contrastText: '#fff' },
    // MUI's default warning and info are too light for white chip text (AA needs 4.5:1).
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0277bd', contrastText: '#fff' },
    background: { default: brand.body, paper: '#fff' },
    text: { primary: brand.text, secondary: brand.muted },
  },
  shape: { borderRadius: 6 },
  typography: {
    // "Roboto Fallback" (src/fonts.css): the local Arial at Roboto's metrics, shown until Roboto has loaded.
    fontFamily: 'Roboto, "Roboto Fallback", "Helvetica Neue", Arial, sans-serif',
    h6: { fontWeight: 500 },
  },
  sidebar: { width: 250, closedWidth: 70 },
  components: {
    ...defaultLightTheme.components,
    // Every list: a failed load shows the error and Retry, never the empty state (resources/common/LoadError.tsx).
    RaList: { defaultProps: { error: createElement(ListLoadError), pagination: createElement(ListPagination) } },
    RaShow: { defaultProps: { error: createElement(ShowLoadError) } },
    // The bulk-action bar folds to no height when nothing is selected, but its Unselect button stayed in the Tab order:
    // a keyboard user tabbed onto an invisible control. Hidden while folded, it leaves the Tab order.
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { boxShadow: '0 0.75rem 1.5rem rgba(18, 38, 63, 0.03)' } },
    },
    MuiTextField: {
      defaultProps: {
        variant: 'outlined',
        margin: 'dense',
        size: 'small',
        fullWidth: true,
        // react-admin's inputs pass MUI 9 props it no longer takes: this root keeps them off the DOM.
        slots: { root: TextFieldRoot },
      },
    },
    MuiFormControl: {
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
    },
    // react-admin gives the row-selection checkbox an `aria-label`, which MUI puts on the wrapping <span>
    // (not allowed there) while the <input> stays unnamed; hand the label to the input instead. The root's span
    // leaves out the `inputProps` react-admin's select-all box still passes (src/muiLegacyProps.ts).
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined, component: CheckboxSpan },
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', [COARSE_POINTER]: { minHeight: TOUCH_TARGET } } },
    },
    // On a touch screen every control is at least 48 × 48 CSS pixels (Material's touch-target size): icon buttons
    // (40 px by default), toggle buttons, buttons and small inputs (40 px) grow to it; a mouse keeps the dense sizes.
    MuiIconButton: {
      styleOverrides: { root: { [COARSE_POINTER]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } },
    },
    MuiToggleButton: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: TOUCH_TARGET } } } },
    MuiSelect: {
      styleOverrides: {
        select: {
          [COARSE_POINTER]: { boxSizing: 'border-box', minHeight: TOUCH_TARGET, display: 'flex', alignItems: 'center' },
        },
      },
    },
    MuiInputBase: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: TOUCH_TARGET } } } },
  },
};
