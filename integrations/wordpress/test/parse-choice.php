<?php
/**
 * The plugin's cookie parsing outside WordPress, for php.test.ts: reads
 * a JSON array of Cookie headers on stdin and answers, for each, the granted
 * categories and the answer for each of the WP Consent API's categories.
 *
 * @package consent-service-test
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'DAY_IN_SECONDS', 86400 );
define( 'CONSENT_SERVICE_DIR', dirname( __DIR__ ) . '/consent-service/' );

/** WordPress's own, as the plugin calls it (stripslashes on a string). */
function wp_unslash( $value ) {
	return stripslashes( $value );
}

require CONSENT_SERVICE_DIR . 'includes/options.php';
require CONSENT_SERVICE_DIR . 'includes/consent-cookie.php';

$answers = array();
foreach ( json_decode( stream_get_contents( STDIN ), true ) as $header ) {
	$_SERVER['HTTP_COOKIE'] = $header;
	$granted                = consent_service_granted();
	$allowed                = array();
	foreach ( array_keys( consent_service_table()['wp_categories'] ) as $category ) {
		$allowed[ $category ] = consent_service_allows( $category, $granted );
	}
	$answers[] = array( 'granted' => $granted, 'allowed' => $allowed );
}
echo json_encode( $answers );
