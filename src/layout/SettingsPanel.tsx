import { useId } from 'react';
import { Box, Divider, Drawer, FormControlLabel, FormHelperText, IconButton, Switch, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useSidebarState, useTranslate } from 'react-admin';

import { sidebarImageUrl, sidebarPalettes } from './appearance';
import { SettingChoice, type Choice } from './SettingChoice';
import {
    effectiveSidebarType,
    settingOptions,
    useLayoutSetting,
    type SidebarImage,
    type SidebarType,
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
const choicesOf = <T extends string>(values: readonly T[], prefix: string, more?: (value: T) => Partial<Choice<T>>): Choice<T>[] =>
    values.map(value => ({ value, label: `app.settings.${prefix}${value}`, ...more?.(value) }));

const colorChoices = choicesOf(settingOptions.sidebarColor, 'colors.', color => ({ preview: swatch(sidebarPalettes[color].background) }));
const imageChoices = choicesOf(settingOptions.sidebarImage, '', image => ({
    label: image === 'none' ? 'app.settings.image_none' : ['app.settings.image_number', { number: image }],
    preview: thumbnail(image),
}));

/** Right-hand layout settings panel (SPEC §2); every choice is stored and applied at once. */
export const SettingsPanel = ({ open, onClose }: SettingsPanelProps) => {
    const translate = useTranslate();
    const titleId = useId();
    const preloaderHintId = useId();
    const [layoutType, setLayoutType] = useLayoutSetting('layoutType');
    const [layoutWidth, setLayoutWidth] = useLayoutSetting('layoutWidth');
    const [topbarTheme, setTopbarTheme] = useLayoutSetting('topbarTheme');
    const [sidebarType, setSidebarType] = useLayoutSetting('sidebarType');
    const [sidebarColor, setSidebarColor] = useLayoutSetting('sidebarColor');
    const [sidebarImage, setSidebarImage] = useLayoutSetting('sidebarImage');
    const [preloader, setPreloader] = useLayoutSetting('preloader');
    const [sidebarOpen, setSidebarOpen] = useSidebarState();
    const vertical = layoutType === 'vertical';

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
                <SettingChoice
                    label="app.settings.layout"
                    value={layoutType}
                    onChange={setLayoutType}
                    choices={choicesOf(settingOptions.layoutType, '')}
                />
                <SettingChoice
                    label="app.settings.width"
                    value={layoutWidth}
                    onChange={setLayoutWidth}
                    choices={choicesOf(settingOptions.layoutWidth, '')}
                />
                <SettingChoice
                    label="app.settings.topbar_theme"
                    value={topbarTheme === 'colored' && vertical ? 'light' : topbarTheme}
                    onChange={setTopbarTheme}
                    hint={vertical ? 'app.settings.colored_hint' : undefined}
                    choices={choicesOf(settingOptions.topbarTheme, 'colors.', theme => ({ disabled: theme === 'colored' && vertical }))}
                />
                {vertical && (
                    <>
                        <SettingChoice
                            label="app.settings.sidebar_type"
                            value={effectiveSidebarType(sidebarType, sidebarOpen)}
                            onChange={chooseSidebarType}
                            choices={choicesOf(settingOptions.sidebarType, 'type_')}
                        />
                        <SettingChoice
                            label="app.settings.sidebar_color"
                            value={sidebarColor}
                            onChange={setSidebarColor}
                            choices={colorChoices}
                        />
                        <SettingChoice
                            label="app.settings.sidebar_image"
                            value={sidebarImage}
                            onChange={setSidebarImage}
                            choices={imageChoices}
                        />
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
                {/* SPEC: the preloader belongs to the horizontal layout; in the vertical one the switch says so (issue 19). */}
                {vertical && (
                    <FormHelperText id={preloaderHintId} sx={{ mx: 0, mt: 0 }}>
                        {translate('app.settings.preloader_hint')}
                    </FormHelperText>
                )}
            </Box>
        </Drawer>
    );
};
