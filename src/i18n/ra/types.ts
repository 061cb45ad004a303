import type englishMessages from 'ra-language-english';

/**
 * Turns a message tree type into its exact, deep-required key shape: index signatures are
 * dropped and optional branches become required, so every leaf must be present.
 */
type ExactMessages<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]-?: NonNullable<T[K]> extends string
    ? string
    : ExactMessages<NonNullable<T[K]>>;
};

/**
 * Every `ra.*` message of react-admin 5, derived from the type of `ra-language-english`
 * (ra-core's `TranslationMessages`, whose `ra` keys are listed one by one). A language file
 * that misses a key does not type-check against it; `ra.test.ts` checks the same key set
 * against the installed English pack at run time.
 */
export type RaMessages = { ra: ExactMessages<(typeof englishMessages)['ra']> };

/** Any subset of `RaMessages`; an unknown key in an object literal checked against it is an error. */
export type PartialRaMessages<T = RaMessages> = {
  [K in keyof T]?: T[K] extends string ? string : PartialRaMessages<T[K]>;
};

/** A message tree: nested objects whose leaves are strings. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/** The type of `deepMerge(base, override)`: `override` wins, branches are merged recursively. */
export type DeepMerge<Base, Override> = Override extends string
  ? Override
  : Base extends string
    ? Override
    : {
        [K in keyof Base | keyof Override]: K extends keyof Override
          ? K extends keyof Base
            ? DeepMerge<Base[K], Override[K]>
            : Override[K]
          : K extends keyof Base
            ? Base[K]
            : never;
      };
