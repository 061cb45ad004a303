/** Logo upload limits (docs/API.md: PNG, JPEG or WebP, at most 2 MB), checked in the browser before sending. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The translation key of what is wrong with the file, or undefined when it may be sent. */
export const logoFileError = (file: Pick<File, 'type' | 'size'>): string | undefined => {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'resources.labs.profile.logo_type';
  if (file.size > LOGO_MAX_BYTES) return 'resources.labs.profile.logo_size';
  return undefined;
};
