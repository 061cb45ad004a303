/** Every leaf of `T` widened to `string`: the shape a translation must have (another language's `Messages<typeof en>`). */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
