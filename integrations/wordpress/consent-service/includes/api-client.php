<?php
/**
 * Signed requests to the service's /v1 API (the ServiceV1 scheme of
 * docs/spec/service-interface.md, "Authentication"; src/client/signing.ts is the
 * same in TypeScript): here only the listing of an account's websites.
 *
 * @package consent-service
 */

defined( 'ABSPATH' ) || exit;

/**
 * The `Authorization` and `X-Service-Timestamp` headers of a request.
 *
 * @param string $method     HTTP method.
 * @param string $url        The full URL as sent (its `query` or `paging` value signed as it appears).
 * @param string $body       The exact body sent ('' for none).
 * @param string $public_key The key pair's public key.
 * @param string $secret     The key pair's private key.
 * @param int    $now        Unix time.
 * @return array<string, string>
 */
function consent_service_sign( string $method, string $url, string $body, string $public_key, string $secret, int $now ): array {
	$parts = wp_parse_url( $url );
	$param = '';
	foreach ( explode( '&', $parts['query'] ?? '' ) as $pair ) {
		[ $name, $value ] = array_pad( explode( '=', $pair, 2 ), 2, '' );
		if ( 'query' === $name || ( 'paging' === $name && '' === $param ) ) {
			$param = $value;
		}
	}
	$timestamp = gmdate( 'Ymd\THis\Z', $now );
	$host      = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	$canonical = implode( "\n", array( strtoupper( $method ), $host, $parts['path'] ?? '/', $param, $timestamp, hash( 'sha256', $body ) ) );
	$key       = $secret;
	foreach ( array( $timestamp, 'default', 'service' ) as $step ) {
		$key = hash_hmac( 'sha256', $step, $key, true );
	}
	return array(
		'Authorization'       => 'ServiceV1, PublicKey=' . $public_key . ', Signature=' . hash_hmac( 'sha256', $canonical, $key ),
		'X-Service-Timestamp' => $timestamp,
	);
}

/**
 * The account's websites (`GET /v1/websites`, every page), each as uuid, name,
 * url and policy document uuid; or an error to show the owner.
 *
 * @param string $origin     The service's origin.
 * @param string $account    The account id.
 * @param string $public_key The key pair's public key.
 * @param string $secret     The key pair's private key.
 * @return array<int, array{uuid: string, name: string, url: string, policy_uuid: string}>|WP_Error
 */
function consent_service_list_websites( string $origin, string $account, string $public_key, string $secret ) {
	$url      = $origin . '/v1/websites?query=' . rawurlencode( (string) wp_json_encode( array( array( 'account_id' => $account ) ) ) );
	$websites = array();
	// A bound on pages, so that a service answering a paging token forever cannot hold the admin page.
	for ( $page = 0; $page < 20 && $url; $page++ ) {
		$answer = wp_remote_get(
			$url,
			array(
				'timeout'     => 10,
				'redirection' => 0,
				'headers'     => consent_service_sign( 'GET', $url, '', $public_key, $secret, time() ),
			)
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$status = wp_remote_retrieve_response_code( $answer );
		$json   = json_decode( wp_remote_retrieve_body( $answer ), true );
		if ( 200 !== $status || ! is_array( $json ) || ! isset( $json['results'] ) || ! is_array( $json['results'] ) ) {
			/* translators: %d: the HTTP status the service answered. */
			return new WP_Error( 'consent_service_api', sprintf( __( 'The service refused the key pair or the account (HTTP %d).', 'consent-service' ), $status ) );
		}
		if ( ! empty( $json['errors'] ) ) {
			return new WP_Error( 'consent_service_api', __( 'The service does not know this account for this key pair.', 'consent-service' ) );
		}
		foreach ( $json['results'] as $w ) {
			if ( is_array( $w ) && is_string( $w['uuid'] ?? null ) && consent_service_is_uuid( $w['uuid'] ) ) {
				$websites[] = array(
					'uuid'        => strtolower( $w['uuid'] ),
					'name'        => is_string( $w['name'] ?? null ) ? $w['name'] : '',
					'url'         => is_string( $w['url'] ?? null ) ? $w['url'] : '',
					'policy_uuid' => is_string( $w['cookie_policy_document_id'] ?? null ) ? (string) preg_replace( '/^doc_/', '', $w['cookie_policy_document_id'] ) : '',
				);
			}
		}
		$next = $json['paging']['next'] ?? null;
		$url  = is_string( $next ) && '' !== $next ? $origin . '/v1/websites?paging=' . rawurlencode( $next ) : '';
	}
	return $websites;
}
