import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A row's icon action (view, edit, delete): the icon with its label as tooltip and accessible name. The click stays
 * with the button: it does not also click the row.
 */
export const RowIconButton = ({
  label,
  children,
  onClick,
  color = 'primary',
  disabled,
}: {
  /** Translated: the tooltip and the accessible name. */
  label: string;
  /** The icon. */
  children: ReactNode;
  onClick: () => void;
  color?: IconButtonProps['color'];
  disabled?: boolean;
}) => (
  <Tooltip title={label}>
    <IconButton
      aria-label={label}
      size="small"
      color={color}
      disabled={disabled}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </IconButton>
  </Tooltip>
);
