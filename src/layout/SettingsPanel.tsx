import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, FormControlLabel, FormHelperText, IconButton, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';

import { sidebarImageUrl, sidebarPalettes } from './appearance';
import { type Choice, SettingChoice } from './SettingChoice';
import {
  effectiveSidebarType,
  type LayoutSettings,
  type LayoutType,
  type SettingKey,
  settingOptions,
  type SidebarColor,
  type SidebarImage,
  type SidebarType,
  useLayoutSetting,
} from './settings';

interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
}

const swatch = (background: string) => (
  <Box
    component="span"
    aria-hidden
    sx={{ width: 18, height: 18, borderRadius: '50%', background, border: '1px solid rgba(0, 0, 0, 0.2)' }}
  />
);

const thumbnail = (image: SidebarImage) => {
  const url = sidebarImageUrl(image);
  return url ? (
    <Box component="img" src={url} alt="" sx={{ width: 18, height: 36, borderRadius: 0.5, objectFit: 'cover' }} />
  ) : null;
};

/**
 * The choices of a setting in the order `settingOptions` lists them, each labelled `app.settings.<prefix><value>`;
 * `more` adds to (or overrides) a choice: a preview, a label with arguments, disabled.
 */
const choicesOf = <T extends string>(
  values: readonly T[],
  prefix: string,
  more?: (value: T) => Partial<Choice<T>>,
): Choice<T>[] => values.map(value => ({ value, label: `app.settings.${prefix}${value}`, ...more?.(value) }));

const colorPreview = (color: SidebarColor) => ({ preview: swatch(sidebarPalettes[color].background) });
const imageChoice = (image: SidebarImage): Partial<Choice<SidebarImage>> => ({
  label: image === 'none' ? 'app.settings.image_none' : ['app.settings.image_number', { number: image }],
  preview: thumbnail(image),
});

type ChoiceSetting = Exclude<SettingKey, 'preloader'>;

interface LayoutChoiceProps<K extends ChoiceSetting> {
  setting: K;
  /** Translation key of the group's label. */
  label: string;
  /** Where each choice's label key starts after `app.settings.` (see choicesOf). */
  prefix?: string;
  more?: (value: LayoutSettings[K]) => Partial<Choice<LayoutSettings[K]>>;
  /** The choice shown as chosen, when it is not simply the stored value. */
  shown?: (stored: LayoutSettings[K]) => LayoutSettings[K];
  /** Instead of storing the choice. */
  onChange?: (value: LayoutSettings[K]) => void;
  hint?: string;
}

/** One layout setting as a radio group: its stored value, and every option it has. */
const LayoutChoice = <K extends ChoiceSetting>({
  setting,
  label,
  prefix = '',
  more,
  shown,
  onChange,
  hint,
}: LayoutChoiceProps<K>) => {
  const [value, setValue] = useLayoutSetting(setting);
  return (
    <SettingChoice
      label={label}
      value={shown ? shown(value) : value}
      onChange={onChange ?? setValue}
      hint={hint}
      choices={choicesOf(settingOptions[setting] as readonly unknown[] as readonly LayoutSettings[K][], prefix, more)}
    />
  );
};

/** Right-hand layout settings panel (SPEC §2); every choice is stored and applied at once. */
export const SettingsPanel = ({ open, onClose }: SettingsPanelProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const preloaderHintId = useId();
  const [layoutType, setLayoutType] = useLayoutSetting('layoutType');
  const [, setSidebarType] = useLayoutSetting('sidebarType');
  const [preloader, setPreloader] = useLayoutSetting('preloader');
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const vertical = layoutType === 'vertical';

  // The horizontal menu bar shares the sidebar's open state: switching layouts shows the menu (a condensed sidebar
  // would otherwise leave the horizontal menu hidden behind the toggle, with no sidebar type offered to undo it).
  const chooseLayoutType = (type: LayoutType) => {
    setLayoutType(type);
    setSidebarOpen(true);
  };

  // 'condensed' is the closed sidebar: choosing it closes the sidebar, choosing another type opens it.
  const chooseSidebarType = (type: SidebarType) => {
    setSidebarType(type);
    setSidebarOpen(type !== 'condensed');
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 320 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('app.settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('app.settings.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column' }}>
        <LayoutChoice setting="layoutType" label="app.settings.layout" onChange={chooseLayoutType} />
        <LayoutChoice setting="layoutWidth" label="app.settings.width" />
        <LayoutChoice
          setting="topbarTheme"
          label="app.settings.topbar_theme"
          prefix="colors."
          shown={theme => (theme === 'colored' && vertical ? 'light' : theme)}
          more={theme => ({ disabled: theme === 'colored' && vertical })}
          hint={vertical ? 'app.settings.colored_hint' : undefined}
        />
        {vertical && (
          <>
            <LayoutChoice
              setting="sidebarType"
              label="app.settings.sidebar_type"
              prefix="type_"
              shown={type => effectiveSidebarType(type, sidebarOpen)}
              onChange={chooseSidebarType}
            />
            <LayoutChoice
              setting="sidebarColor"
              label="app.settings.sidebar_color"
              prefix="colors."
              more={colorPreview}
            />
            <LayoutChoice setting="sidebarImage" label="app.settings.sidebar_image" more={imageChoice} />
          </>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={preloader}
              onChange={event => setPreloader(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': vertical ? preloaderHintId : undefined } }}
            />
          }
          label={translate('app.settings.preloader')}
        />
        {/* SPEC: the preloader belongs to the horizontal layout; in the vertical one the switch says so. */}
        {vertical && (
          <FormHelperText id={preloaderHintId} sx={{ mx: 0, mt: 0 }}>
            {translate('app.settings.preloader_hint')}
          </FormHelperText>
        )}
      </Box>
    </Drawer>
  );
};
