<?php
/**
 * Settings → Consent Service: the service URL and the website's uuid typed in,
 * or picked from the account's websites after signing in with an API key pair.
 * Administrators only (`manage_options`); every form carries a nonce.
 *
 * @package consent-service
 */

defined( 'ABSPATH' ) || exit;

const CONSENT_SERVICE_PAGE = 'consent-service';

add_action(
	'admin_init',
	static function (): void {
		register_setting(
			'consent_service',
			CONSENT_SERVICE_OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => 'consent_service_sanitize_settings',
				'show_in_rest'      => false,
			)
		);
	}
);

add_action(
	'admin_menu',
	static function (): void {
		add_options_page( __( 'Consent Service', 'consent-service' ), __( 'Consent Service', 'consent-service' ), 'manage_options', CONSENT_SERVICE_PAGE, 'consent_service_render_page' );
	}
);

add_filter(
	'plugin_action_links_' . plugin_basename( CONSENT_SERVICE_FILE ),
	static function ( array $links ): array {
		$settings = '<a href="' . esc_url( admin_url( 'options-general.php?page=' . CONSENT_SERVICE_PAGE ) ) . '">' . esc_html__( 'Settings', 'consent-service' ) . '</a>';
		return array_merge( array( $settings ), $links );
	}
);

add_action( 'admin_post_consent_service_sign_in', 'consent_service_sign_in' );
add_action( 'admin_post_consent_service_pick', 'consent_service_pick' );

/** The transient that holds the websites the last sign-in listed, per administrator. */
function consent_service_listed_key(): string {
	return 'consent_service_websites_' . get_current_user_id();
}

/** Back to the settings page with a notice (a fixed code; the page says what it means). */
function consent_service_back( string $notice ): never {
	wp_safe_redirect( add_query_arg( array( 'page' => CONSENT_SERVICE_PAGE, 'consent-service' => $notice ), admin_url( 'options-general.php' ) ) );
	exit;
}

/**
 * Sign-in: lists the account's websites with the key pair typed (the stored
 * private key when none is typed), and stores the pair only once the service
 * has accepted it.
 */
function consent_service_sign_in(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage these options.', 'consent-service' ), 403 );
	}
	check_admin_referer( 'consent_service_sign_in' );
	$field    = static fn ( string $k ): string => isset( $_POST[ $k ] ) && is_string( $_POST[ $k ] ) ? trim( wp_unslash( $_POST[ $k ] ) ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each is checked against an exact pattern below.
	$settings = consent_service_settings();
	$account  = consent_service_key_id( $field( 'account_id' ) );
	$public   = consent_service_key_id( $field( 'public_key' ) );
	$secret   = '' !== $field( 'private_key' ) ? $field( 'private_key' ) : (string) get_option( CONSENT_SERVICE_SECRET, '' );
	if ( '' === $account || '' === $public || ! preg_match( '/^[\x21-\x7e]{1,256}$/D', $secret ) ) {
		consent_service_back( 'bad-key' );
	}
	if ( '' === $settings['service_url'] ) {
		consent_service_back( 'need-url' );
	}
	$websites = consent_service_list_websites( $settings['service_url'], $account, $public, $secret );
	if ( is_wp_error( $websites ) ) {
		set_transient( consent_service_listed_key() . '_error', $websites->get_error_message(), 5 * MINUTE_IN_SECONDS );
		consent_service_back( 'api-error' );
	}
	update_option( CONSENT_SERVICE_SECRET, $secret, false );
	update_option( CONSENT_SERVICE_OPTION, array_merge( $settings, array( 'account_id' => $account, 'public_key' => $public ) ) );
	set_transient( consent_service_listed_key(), $websites, HOUR_IN_SECONDS );
	consent_service_back( 'listed' );
}

/** Picks one of the websites the sign-in listed (nothing else is accepted). */
function consent_service_pick(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage these options.', 'consent-service' ), 403 );
	}
	check_admin_referer( 'consent_service_pick' );
	$uuid   = isset( $_POST['website_uuid'] ) && is_string( $_POST['website_uuid'] ) ? strtolower( sanitize_text_field( wp_unslash( $_POST['website_uuid'] ) ) ) : '';
	$listed = get_transient( consent_service_listed_key() );
	foreach ( is_array( $listed ) ? $listed : array() as $w ) {
		if ( $w['uuid'] === $uuid ) {
			$policy = consent_service_is_uuid( $w['policy_uuid'] ) ? $w['policy_uuid'] : '';
			update_option( CONSENT_SERVICE_OPTION, array_merge( consent_service_settings(), array( 'website_uuid' => $uuid, 'policy_uuid' => $policy ) ) );
			consent_service_back( 'picked' );
		}
	}
	consent_service_back( 'not-listed' );
}

/** The page itself. */
function consent_service_render_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = consent_service_settings();
	require CONSENT_SERVICE_DIR . 'includes/settings-view.php';
}
