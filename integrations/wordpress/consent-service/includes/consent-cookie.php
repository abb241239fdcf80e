<?php
/**
 * The visitor's choice as the runtime keeps it, read on the server.
 *
 * The cookie's format, its letters and the category table live in consent.json,
 * which the browser glue reads too (the plugin's test holds it equal to the runtime's).
 *
 * @package consent-service
 */

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's consent table (consent.json), read once per request.
 *
 * @return array{cookie: string, letters: array<string, string>, methods: string[], max_days: int, wp_categories: array<string, string[]>}
 */
function consent_service_table(): array {
	static $table = null;
	if ( null === $table ) {
		// A local file of the plugin's own, not a remote URL: file_get_contents is WordPress's advice for it.
		$json  = file_get_contents( CONSENT_SERVICE_DIR . 'consent.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$table = json_decode( (string) $json, true, 8, JSON_THROW_ON_ERROR );
	}
	return $table;
}

/**
 * The categories a cookie value grants, or null for anything that is not exactly
 * the runtime's format (docs/runtime.md, "Cookie"): no choice, so nothing but
 * essential is granted.
 *
 * `1:{letters}:{method}:{unix seconds}:{consent version, URI-encoded}:{visitor uuid}`
 *
 * @param string $value The cookie's value, unslashed.
 * @return string[]|null
 */
function consent_service_parse_choice( string $value ): ?array {
	$table = consent_service_table();
	if ( ! preg_match( '/^1:(e?p?a?d?s?):(\w+):(\d{1,11}):([^:]+):([^:]+)$/D', $value, $m ) ) {
		return null;
	}
	$version = consent_service_decode_uri_component( $m[4] );
	if ( ! in_array( $m[2], $table['methods'], true ) || ! consent_service_is_uuid( $m[5] ) || null === $version || '' === $version || consent_service_utf16_length( $version ) > 64 ) {
		return null;
	}
	// A choice older than the longest a consent may be kept is no choice, whatever the cookie's own lifetime says.
	if ( (int) $m[3] + $table['max_days'] * DAY_IN_SECONDS < time() ) {
		return null;
	}
	$granted = array( 'essential' );
	foreach ( $table['letters'] as $letter => $category ) {
		if ( 'e' !== $letter && str_contains( $m[1], $letter ) ) {
			$granted[] = $category;
		}
	}
	return $granted;
}

/**
 * The categories the current request's cookie grants: essential alone when there is no valid choice.
 *
 * @return string[]
 */
function consent_service_granted(): array {
	$name = consent_service_table()['cookie'];
	// The raw header, as the runtime reads document.cookie: PHP's $_COOKIE has URL-decoded the value
	// (a version's `%3A` would become a colon). Parsed against an exact pattern; nothing of it is printed or stored.
	$header = isset( $_SERVER['HTTP_COOKIE'] ) && is_string( $_SERVER['HTTP_COOKIE'] ) ? wp_unslash( $_SERVER['HTTP_COOKIE'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	foreach ( preg_split( '/;\s*/', $header ) as $pair ) {
		if ( str_starts_with( $pair, $name . '=' ) ) {
			return consent_service_parse_choice( substr( $pair, strlen( $name ) + 1 ) ) ?? array( 'essential' );
		}
	}
	return array( 'essential' );
}

/**
 * JavaScript's decodeURIComponent, or null where it throws: a `%` without two
 * hex digits, or bytes that are not UTF-8.
 *
 * @param string $value URI-encoded.
 */
function consent_service_decode_uri_component( string $value ): ?string {
	if ( preg_match( '/%(?![0-9A-Fa-f]{2})/', $value ) ) {
		return null;
	}
	$decoded = rawurldecode( $value );
	return preg_match( '//u', $decoded ) ? $decoded : null;
}

/**
 * A string's length as JavaScript counts it (UTF-16 code units).
 *
 * @param string $value UTF-8.
 */
function consent_service_utf16_length( string $value ): int {
	return (int) preg_match_all( '/./su', $value ) + (int) preg_match_all( '/[\x{10000}-\x{10FFFF}]/u', $value );
}

/**
 * Whether the WP Consent API category is granted: all of our categories it maps to are.
 * A category the table does not know is refused.
 *
 * @param string   $wp_category One of the API's categories.
 * @param string[] $granted     Our granted categories.
 */
function consent_service_allows( string $wp_category, array $granted ): bool {
	$needs = consent_service_table()['wp_categories'][ $wp_category ] ?? null;
	return is_array( $needs ) && ! array_diff( $needs, $granted );
}
