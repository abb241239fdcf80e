/** A UUID in its canonical textual form (any version), as website uuids, document ids and visitor ids are written. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
