import { createHash } from 'node:crypto';

/**
 * The namespace of HealthScreen's FHIR resource ids (a UUID made once for this purpose): every id
 * in an export is a name-based UUID (RFC 9562 §5.5, version 5) in it.
 */
const HEALTHSCREEN_FHIR_NAMESPACE = '6d1f3c1e-4a8b-4f0e-9b53-2c7a9e0d5f41';

function toBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

function formatUuid(bytes: Buffer): string {
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A stable resource id for `name` (a version-5 UUID): the same assessment exported twice gives the
 * same ids, so a clinic system that imports it again can recognise what it already has, and no
 * internal database id appears in the file. Pure: no randomness, no clock.
 */
export function deriveFhirId(name: string): string {
  const hash = createHash('sha1')
    .update(toBytes(HEALTHSCREEN_FHIR_NAMESPACE))
    .update(name, 'utf8')
    .digest();
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6); // version 5
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8); // the RFC 4122 variant
  return formatUuid(hash);
}

/** How the entries of a bundle reference each other: by `fullUrl`. */
export function toFullUrl(id: string): string {
  return `urn:uuid:${id}`;
}
