/** An article's address holds its slug or its id (spec: article page); only an id has this shape. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const looksLikeId = (value: string) => UUID.test(value);
