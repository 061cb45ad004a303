import { useId, useState, type MouseEvent } from 'react';
import { Badge, Divider, IconButton, ListItemText, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

import { NOTIFICATION_POLL_MS } from '../config';
import { useApiQuery } from '../useApiQuery';

/** Unread notification as served by `GET /Settings/getUnreadNotifications` (docs/API.md). */
interface UnreadNotification {
    id: number;
    Title: string;
    Body: string;
    Date: string;
}

const NOTIFICATIONS_PATH = '/notifications';

/** Top-bar bell: unread count badge, refreshed every minute, and a menu of unread titles. */
export const NotificationBell = () => {
    const translate = useTranslate();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const { data = [] } = useApiQuery<UnreadNotification[]>('/Settings/getUnreadNotifications', {
        refetchInterval: NOTIFICATION_POLL_MS,
    });
    const count = data.length;
    const label = translate('app.topbar.unread_count', { smart_count: count });
    const close = () => setAnchor(null);

    return (
        <>
            <Tooltip title={translate('app.topbar.notifications')}>
                <IconButton
                    color="inherit"
                    aria-label={label}
                    aria-haspopup="true"
                    aria-controls={anchor ? menuId : undefined}
                    aria-expanded={Boolean(anchor)}
                    onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                >
                    <Badge badgeContent={count} color="error" max={99}>
                        <NotificationsIcon />
                    </Badge>
                </IconButton>
            </Tooltip>
            <Menu
                id={menuId}
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={close}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                slotProps={{ paper: { sx: { width: 320, maxHeight: 360 } } }}
            >
                <ListSubheader>{translate('app.topbar.notifications')}</ListSubheader>
                {count === 0 ? (
                    <MenuItem disabled>{translate('app.topbar.no_unread')}</MenuItem>
                ) : (
                    data.map(notification => (
                        <MenuItem key={notification.id} component={Link} to={NOTIFICATIONS_PATH} onClick={close}>
                            <ListItemText
                                primary={notification.Title}
                                secondary={notification.Body}
                                slotProps={{ secondary: { noWrap: true } }}
                            />
                        </MenuItem>
                    ))
                )}
                <Divider />
                <MenuItem component={Link} to={NOTIFICATIONS_PATH} onClick={close} sx={{ justifyContent: 'center' }}>
                    {translate('app.topbar.view_all')}
                </MenuItem>
            </Menu>
        </>
    );
};
