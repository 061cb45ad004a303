import { useStore } from 'react-admin';

/** Layout settings of the right settings panel (SPEC §2 "Layout settings panel", §3 "Layout settings"). */
export const settingOptions = {
  layoutType: ['vertical', 'horizontal'],
  layoutWidth: ['fluid', 'boxed', 'scrollable'],
  topbarTheme: ['light', 'dark', 'colored'],
  sidebarType: ['default', 'compact', 'icon', 'condensed'],
  sidebarColor: ['light', 'dark', 'colored', 'winter', 'ladylip', 'plumplate', 'strongbliss', 'greatwhale'],
  sidebarImage: ['none', '1', '2', '3', '4'],
  preloader: [false, true],
} as const;

type Options = typeof settingOptions;
export type LayoutSettings = { [K in keyof Options]: Options[K][number] };
export type SettingKey = keyof LayoutSettings;

export type LayoutType = LayoutSettings['layoutType'];
export type TopbarTheme = LayoutSettings['topbarTheme'];
export type SidebarType = LayoutSettings['sidebarType'];
export type SidebarColor = LayoutSettings['sidebarColor'];
export type SidebarImage = LayoutSettings['sidebarImage'];

const defaultLayoutSettings: LayoutSettings = {
  layoutType: 'vertical',
  layoutWidth: 'fluid',
  topbarTheme: 'light',
  sidebarType: 'default',
  sidebarColor: 'dark',
  sidebarImage: 'none',
  preloader: false,
};

/** Keys in react-admin's store (localStorage). The `layout.` prefix survives logout (see authProvider/store.ts). */
export const settingStoreKeys: Record<SettingKey, string> = {
  layoutType: 'layout.type',
  layoutWidth: 'layout.width',
  topbarTheme: 'layout.topbarTheme',
  sidebarType: 'layout.sidebarType',
  sidebarColor: 'layout.sidebarColor',
  sidebarImage: 'layout.sidebarImage',
  preloader: 'layout.preloader',
};

/** One setting from the store; a stored value that is not a known option reads as the default. */
export const useLayoutSetting = <K extends SettingKey>(key: K) => {
  const [stored, setValue] = useStore<LayoutSettings[K]>(settingStoreKeys[key], defaultLayoutSettings[key]);
  const allowed: readonly unknown[] = settingOptions[key];
  const value = allowed.includes(stored) ? stored : defaultLayoutSettings[key];
  return [value, setValue] as const;
};

/** 'colored' top bar exists only in the horizontal layout; the vertical one falls back to light. */
export const effectiveTopbarTheme = (topbarTheme: TopbarTheme, layoutType: LayoutType): TopbarTheme =>
  topbarTheme === 'colored' && layoutType === 'vertical' ? 'light' : topbarTheme;

/**
 * How the sidebar is drawn: 'condensed' is react-admin's closed sidebar, so the menu toggle and the
 * 'condensed' option are the same thing.
 */
export const effectiveSidebarType = (sidebarType: SidebarType, open: boolean): SidebarType =>
  !open ? 'condensed' : sidebarType === 'condensed' ? 'default' : sidebarType;
