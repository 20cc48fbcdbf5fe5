/** A fixed-length list, so that the spec's counts ("six points", "four steps") are checked by the compiler. */
export type Tuple<T, N extends number, Acc extends T[] = []> = Acc["length"] extends N ? Acc : Tuple<T, N, [...Acc, T]>;
