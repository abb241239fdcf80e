<?php
/**
 * Plugin Name:       Consent Service
 * Description:       Your Consent Service banner first in every page's head, the cookie policy and preference button as shortcodes, and the visitor's choice shared with the WP Consent API.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * License:           Apache-2.0
 * License URI:       https://www.apache.org/licenses/LICENSE-2.0
 * Text Domain:       consent-service
 *
 * @package consent-service
 */

defined( 'ABSPATH' ) || exit;

const CONSENT_SERVICE_VERSION = '0.1.0';
const CONSENT_SERVICE_FILE    = __FILE__;
define( 'CONSENT_SERVICE_DIR', plugin_dir_path( __FILE__ ) );

require_once CONSENT_SERVICE_DIR . 'includes/options.php';
require_once CONSENT_SERVICE_DIR . 'includes/consent-cookie.php';
require_once CONSENT_SERVICE_DIR . 'includes/snippet.php';
require_once CONSENT_SERVICE_DIR . 'includes/shortcodes.php';
require_once CONSENT_SERVICE_DIR . 'includes/consent-api.php';
if ( is_admin() ) {
	require_once CONSENT_SERVICE_DIR . 'includes/api-client.php';
	require_once CONSENT_SERVICE_DIR . 'includes/settings-page.php';
}

/** The private key's option exists from the start, so that it is never autoloaded (options.php would add it autoloaded). */
function consent_service_activate(): void {
	add_option( CONSENT_SERVICE_SECRET, '', '', false );
}
register_activation_hook( __FILE__, 'consent_service_activate' );
