<?php
/**
 * The plugin's request signing outside WordPress, for php.test.ts:
 * reads a JSON array of requests on stdin and answers their headers.
 *
 * @package consent-service-test
 */

define( 'ABSPATH', __DIR__ . '/' );

/** WordPress's own, as the plugin calls it. */
function wp_parse_url( $url ) {
	return parse_url( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
}

require dirname( __DIR__ ) . '/consent-service/includes/api-client.php';

$answers = array();
foreach ( json_decode( stream_get_contents( STDIN ), true ) as $r ) {
	$answers[] = consent_service_sign( $r['method'], $r['url'], $r['body'], $r['public_key'], $r['secret'], $r['now'] );
}
echo json_encode( $answers );
