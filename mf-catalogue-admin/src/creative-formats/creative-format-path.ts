/** The list of creative formats (spec 000 §2 route table: the spec's templates). */
export const CREATIVE_FORMATS_PATH = '/settings/templates';

/** The detail of one format. */
export const creativeFormatPath = (id: number) => `${CREATIVE_FORMATS_PATH}/${id}`;
