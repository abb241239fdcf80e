<?php
/**
 * The plugin's options and the checks every value passes before it is stored.
 *
 * @package consent-service
 */

defined( 'ABSPATH' ) || exit;

/** Service URL, website uuid, policy document uuid, account id and public key (autoloaded: every page needs the first two). */
const CONSENT_SERVICE_OPTION = 'consent_service_settings';
/** The API key pair's private key: its own option, never autoloaded, never printed back. */
const CONSENT_SERVICE_SECRET = 'consent_service_private_key';

/**
 * The stored settings, every key present.
 *
 * @return array{service_url: string, website_uuid: string, policy_uuid: string, account_id: string, public_key: string}
 */
function consent_service_settings(): array {
	$stored   = get_option( CONSENT_SERVICE_OPTION, array() );
	$defaults = array(
		'service_url'  => '',
		'website_uuid' => '',
		'policy_uuid'  => '',
		'account_id'   => '',
		'public_key'   => '',
	);
	return array_intersect_key( array_merge( $defaults, is_array( $stored ) ? $stored : array() ), $defaults );
}

/**
 * Whether the value is a UUID in its canonical textual form (src/shared/uuid.ts).
 *
 * @param string $value Anything.
 */
function consent_service_is_uuid( string $value ): bool {
	return 1 === preg_match( '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iD', $value );
}

/**
 * The service's origin (`https://host[:port]`) from what the owner typed, or ''
 * when it is anything else: another scheme (`javascript:`, `data:`), a path, a
 * query, credentials. Plain http only for this machine, where a test service runs:
 * a banner script over http on a public site is mixed content, or worse, anyone's.
 *
 * @param string $url What the owner typed.
 */
function consent_service_origin( string $url ): string {
	$parts = wp_parse_url( trim( $url ) );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return '';
	}
	$scheme = strtolower( $parts['scheme'] );
	$host   = strtolower( $parts['host'] );
	$local  = in_array( $host, array( 'localhost', '127.0.0.1', '[::1]' ), true );
	$extra  = array_intersect_key( $parts, array_flip( array( 'user', 'pass', 'query', 'fragment' ) ) );
	if ( ! ( 'https' === $scheme || ( 'http' === $scheme && $local ) ) || $extra || ! in_array( $parts['path'] ?? '/', array( '', '/' ), true ) ) {
		return '';
	}
	if ( ! preg_match( '/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$|^\[[0-9a-f:.]+\]$/D', $host ) ) {
		return '';
	}
	return $scheme . '://' . $host . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' );
}

/**
 * An account id or public key as the service issues them (letters, digits, `_`, `-`), or ''.
 *
 * @param string $value What the owner typed.
 */
function consent_service_key_id( string $value ): string {
	$value = trim( $value );
	return preg_match( '/^[A-Za-z0-9_-]{1,128}$/D', $value ) ? $value : '';
}

/**
 * The submitted values, checked one by one; a key not submitted keeps its stored
 * value, and so does a refused one, with a message on the settings page.
 *
 * @param mixed $input The submitted option.
 * @return array The option to store.
 */
function consent_service_sanitize_settings( $input ): array {
	$out   = consent_service_settings();
	$input = is_array( $input ) ? $input : array();
	foreach ( array_keys( $out ) as $key ) {
		if ( ! array_key_exists( $key, $input ) ) {
			continue;
		}
		$value = is_string( $input[ $key ] ) ? trim( $input[ $key ] ) : '';
		$clean = '' === $value ? '' : consent_service_clean( $key, $value );
		if ( null === $clean ) {
			add_settings_error( CONSENT_SERVICE_OPTION, $key, consent_service_refusal( $key ) );
		} else {
			$out[ $key ] = $clean;
		}
	}
	return $out;
}

/**
 * One setting's value as stored, or null when it is refused.
 *
 * @param string $key   The setting.
 * @param string $value What was submitted, trimmed, not empty.
 */
function consent_service_clean( string $key, string $value ): ?string {
	switch ( $key ) {
		case 'service_url':
			return consent_service_origin( $value ) ?: null;
		case 'website_uuid':
		case 'policy_uuid':
			$value = preg_replace( '/^doc_/', '', $value );
			return consent_service_is_uuid( $value ) ? strtolower( $value ) : null;
		default:
			return consent_service_key_id( $value ) ?: null;
	}
}

/**
 * Why a setting's value was refused (it was not changed).
 *
 * @param string $key The setting.
 */
function consent_service_refusal( string $key ): string {
	switch ( $key ) {
		case 'service_url':
			return __( 'The service URL must be an https:// address with no path, such as https://consent.example.com. It was not changed.', 'consent-service' );
		case 'website_uuid':
			return __( 'The website uuid must be a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e. It was not changed.', 'consent-service' );
		case 'policy_uuid':
			return __( 'The policy document uuid must be a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e. It was not changed.', 'consent-service' );
		default:
			return __( 'The account id and public key are letters, digits, "_" and "-". It was not changed.', 'consent-service' );
	}
}
