/** The `VITE_` variables the app reads by name (Vite inlines them at build time). */
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_MAP_TILE_URL?: string;
}

/** The names of the resources the generic screens edit (contracts/editable.ts), inlined at build time. */
declare const __EDITABLE_RESOURCES__: readonly string[];

/** The contracts' plain facts the app's first screen reads (contracts/routing.ts), inlined at build time. */
declare const __CONTRACT_ROUTING__: import('../contracts/routing').ContractRouting;
