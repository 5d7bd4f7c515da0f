import { type SQL, sql } from "drizzle-orm";

/**
 * Characters a model name loses: ASCII other than letters and digits, Latin-1 punctuation and
 * symbols, general punctuation (dashes, quotes, zero-width spaces and joiners), the Bangla
 * dandas, CJK and full-width punctuation. Letters and marks of every script stay. Written as
 * code-point ranges so that PGlite and PostgreSQL answer the same whatever their locale.
 */
const DROPPED =
  "[\\u0001-\\u002F\\u003A-\\u0040\\u005B-\\u0060\\u007B-\\u00BF\\u2000-\\u206F\\u0964\\u0965\\u3000-\\u303F\\uFF01-\\uFF0F]";

/** Bangla digits, for `translate`: a string, which the server's build escapes to ASCII. */
const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";

/**
 * A phone's model name as prices compare it (docs/decisions/022-price-signals.md): lower-case,
 * without the brand's name, Bangla digits as ASCII, sizes such as "128 GB" removed (storage is
 * compared on its own), then without spaces and punctuation. "Apple iPhone 13 (128GB)" and
 * "iphone13" are one model. One SQL expression for the stored column and for a lookup's
 * parameters, so both are normalised alike.
 */
export function modelKeySql(name: SQL, brand: SQL): SQL {
  return sql`regexp_replace(regexp_replace(translate(replace(lower(${name}), lower(${brand}), ''), '${sql.raw(BANGLA_DIGITS)}', '0123456789'), '[0-9]+ ?[gt]b', '', 'g'), '${sql.raw(DROPPED)}', '', 'g')`;
}
