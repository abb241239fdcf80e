<?php
/**
 * Shortcodes: `[consent_service_policy]`, the hosted cookie policy (the policy
 * embed, src/embed), and `[consent_service_preferences]`, the button that opens
 * the preference centre (docs/runtime.md, "Preference links").
 *
 * @package consent-service
 */

defined( 'ABSPATH' ) || exit;

/**
 * The policy embed's placeholder, which embed-policy.min.js replaces by the
 * policy's frame. `id` defaults to the settings' policy document.
 *
 * @param array|string $atts `id` (document uuid, `doc_` prefix allowed), `lang`, `title`.
 */
function consent_service_policy_shortcode( $atts ): string {
	$s    = consent_service_settings();
	$atts = shortcode_atts(
		array(
			'id'    => $s['policy_uuid'],
			'lang'  => '',
			'title' => '',
		),
		$atts,
		'consent_service_policy'
	);
	$id = strtolower( (string) preg_replace( '/^doc_/', '', trim( (string) $atts['id'] ) ) );
	// Checked again on the way out, as the snippet is: a value written past the settings' checks loads nothing.
	$origin = consent_service_origin( $s['service_url'] );
	if ( '' === $origin || $origin !== $s['service_url'] || ! consent_service_is_uuid( $id ) ) {
		return current_user_can( 'manage_options' ) ? '<p>' . esc_html__( 'The cookie policy needs the service URL and the policy document uuid (Settings → Consent Service).', 'consent-service' ) . '</p>' : '';
	}
	wp_enqueue_script( 'consent-service-embed', $origin . '/embed-policy.min.js', array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the service versions it.
	$lang  = preg_match( '/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/D', (string) $atts['lang'] ) ? (string) $atts['lang'] : '';
	$attrs = ' data-id="' . esc_attr( $id ) . '"';
	$attrs .= $lang ? ' data-lang="' . esc_attr( $lang ) . '"' : '';
	$attrs .= '' !== $atts['title'] ? ' data-title="' . esc_attr( (string) $atts['title'] ) . '"' : '';
	return '<div name="service-embed"' . $attrs . '></div>';
}
add_shortcode( 'consent_service_policy', 'consent_service_policy_shortcode' );

/**
 * The preference button: the runtime opens its preference centre from any
 * element with this class (one delegated listener), so no script of ours runs.
 *
 * @param array|string $atts `label`.
 */
function consent_service_preferences_shortcode( $atts ): string {
	$atts = shortcode_atts( array( 'label' => __( 'Cookie preferences', 'consent-service' ) ), $atts, 'consent_service_preferences' );
	return '<button type="button" class="service-display-preferences">' . esc_html( (string) $atts['label'] ) . '</button>';
}
add_shortcode( 'consent_service_preferences', 'consent_service_preferences_shortcode' );
