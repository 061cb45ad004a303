/** The `VITE_` variables the app reads by name (Vite inlines them at build time). */
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_MAP_TILE_URL?: string;
}
