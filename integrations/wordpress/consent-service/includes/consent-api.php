<?php
/**
 * The WP Consent API (https://github.com/WordPress/wp-consent-level-api): this
 * plugin registers as the consent management plugin, says consent is opt-in,
 * answers wp_has_consent() from the runtime's cookie, and in the browser hands
 * every decision to wp_set_consent(). Without the API's plugin nothing asks.
 *
 * @package consent-service
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'wp_consent_api_registered_' . plugin_basename( CONSENT_SERVICE_FILE ), '__return_true' );

/**
 * Opt-in everywhere: nothing but functional is allowed before the visitor
 * decides. (The runtime's regions differ; the server does not know the visitor's.)
 * Until the website is set, no banner asks, so the API's answer is left alone.
 *
 * @param string $type The consent type so far.
 */
function consent_service_consent_type( $type ): string {
	return '' === consent_service_script_url() ? (string) $type : 'optin';
}
add_filter( 'wp_get_consent_type', 'consent_service_consent_type' );

/**
 * The answer of wp_has_consent(): the runtime's cookie is the one source, the
 * API's own wp_consent_* cookies are not believed. No valid cookie: refused.
 *
 * @param bool   $has_consent The API's answer from its own cookies.
 * @param string $category    One of the API's categories.
 */
function consent_service_has_consent( $has_consent, $category ): bool {
	if ( '' === consent_service_script_url() ) {
		return (bool) $has_consent;
	}
	return consent_service_allows( (string) $category, consent_service_granted() );
}
add_filter( 'wp_has_consent', 'consent_service_has_consent', 10, 2 );

/**
 * The browser's half, after the API's own script (its dependency: without the
 * API on the page WordPress prints neither), with the category table.
 */
function consent_service_enqueue_consent_api(): void {
	if ( ! function_exists( 'wp_set_consent' ) || '' === consent_service_script_url() ) {
		return;
	}
	wp_enqueue_script( 'consent-service-wp-consent-bridge', plugins_url( 'assets/wp-consent-bridge.js', CONSENT_SERVICE_FILE ), array( 'wp-consent-api' ), CONSENT_SERVICE_VERSION, true );
	wp_add_inline_script( 'consent-service-wp-consent-bridge', 'var consentServiceCategories = ' . wp_json_encode( consent_service_table()['wp_categories'] ) . ';', 'before' );
}
// After the API enqueues its script (PHP_INT_MAX - 100), so that the dependency is known.
add_action( 'wp_enqueue_scripts', 'consent_service_enqueue_consent_api', PHP_INT_MAX );
