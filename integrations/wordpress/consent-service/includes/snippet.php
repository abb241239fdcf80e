<?php
/**
 * The website's snippet, the first script in <head> (docs/runtime.md, "Snippet"):
 * synchronous, so that consent-mode defaults are in place before any tag runs.
 *
 * @package consent-service
 */

defined( 'ABSPATH' ) || exit;

/**
 * The banner script's URL, `{service}/c/{uuid}.js`, or '' until both are set.
 * Checked again on the way out: a value written to the database past the
 * settings' checks prints nothing.
 */
function consent_service_script_url(): string {
	$s   = consent_service_settings();
	$set = '' !== $s['service_url'] && consent_service_origin( $s['service_url'] ) === $s['service_url'] && consent_service_is_uuid( $s['website_uuid'] );
	return $set ? $s['service_url'] . '/c/' . $s['website_uuid'] . '.js' : '';
}

/**
 * Prints the snippet. Hooked far before wp_head's own priority 1 (wp_enqueue_scripts)
 * and 9 (wp_print_head_scripts), so whatever a plugin or theme prints or enqueues comes after it.
 */
function consent_service_print_snippet(): void {
	$src = consent_service_script_url();
	if ( '' === $src ) {
		return;
	}
	// wp_get_script_tag escapes every attribute and lets a CSP plugin add its nonce (`wp_script_attributes`).
	echo wp_get_script_tag( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		array(
			'src'               => esc_url( $src ),
			'data-website-uuid' => consent_service_settings()['website_uuid'],
		)
	);
}
add_action( 'wp_head', 'consent_service_print_snippet', -1000 );
