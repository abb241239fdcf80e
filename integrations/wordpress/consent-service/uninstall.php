<?php
/**
 * Removes what the plugin stored: its settings, the private key and the listed websites.
 *
 * @package consent-service
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'consent_service_settings' );
delete_option( 'consent_service_private_key' );
global $wpdb;
// The websites each administrator's sign-in listed, and their errors: transients named per user.
$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%consent\\_service\\_websites\\_%'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
