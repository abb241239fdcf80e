<?php
/**
 * The settings page's markup (included by consent_service_render_page, which
 * checked the capability). Every value printed is escaped where it is printed.
 *
 * @package consent-service
 * @var array $settings The stored settings.
 */

defined( 'ABSPATH' ) || exit;

$consent_service_notices = array(
	'listed'           => array( 'success', __( 'Signed in. Pick the website this WordPress site is.', 'consent-service' ) ),
	'picked'           => array( 'success', __( 'Website chosen: its banner is now on every page.', 'consent-service' ) ),
	'not-listed'       => array( 'error', __( 'That website is not one of the account\'s: sign in again.', 'consent-service' ) ),
	'bad-key'          => array( 'error', __( 'Give the account id, the public key and the private key as the service issued them.', 'consent-service' ) ),
	'need-url'         => array( 'error', __( 'Save the service URL first.', 'consent-service' ) ),
	'api-error'        => array( 'error', (string) get_transient( consent_service_listed_key() . '_error' ) ),
);
// A fixed code chosen by our own redirect; anything else shows nothing.
$consent_service_code   = isset( $_GET['consent-service'] ) ? sanitize_key( wp_unslash( $_GET['consent-service'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
$consent_service_notice = $consent_service_notices[ $consent_service_code ] ?? null;
$consent_service_listed = get_transient( consent_service_listed_key() );
$consent_service_has_secret = '' !== (string) get_option( CONSENT_SERVICE_SECRET, '' );
?>
<div class="wrap">
	<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
	<?php if ( $consent_service_notice ) : ?>
		<div class="notice notice-<?php echo esc_attr( $consent_service_notice[0] ); ?>"><p><?php echo esc_html( $consent_service_notice[1] ); ?></p></div>
	<?php endif; ?>

	<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
		<?php settings_fields( 'consent_service' ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="consent-service-url"><?php esc_html_e( 'Service URL', 'consent-service' ); ?></label></th>
				<td><input type="url" class="regular-text code" id="consent-service-url" name="<?php echo esc_attr( CONSENT_SERVICE_OPTION ); ?>[service_url]" value="<?php echo esc_attr( $settings['service_url'] ); ?>" placeholder="https://consent.example.com">
				<p class="description"><?php esc_html_e( 'Where your banner script is served: the address in your snippet, without /c/….', 'consent-service' ); ?></p></td>
			</tr>
			<tr>
				<th scope="row"><label for="consent-service-uuid"><?php esc_html_e( 'Website uuid', 'consent-service' ); ?></label></th>
				<td><input type="text" class="regular-text code" id="consent-service-uuid" name="<?php echo esc_attr( CONSENT_SERVICE_OPTION ); ?>[website_uuid]" value="<?php echo esc_attr( $settings['website_uuid'] ); ?>"></td>
			</tr>
			<tr>
				<th scope="row"><label for="consent-service-policy"><?php esc_html_e( 'Policy document uuid', 'consent-service' ); ?></label></th>
				<td><input type="text" class="regular-text code" id="consent-service-policy" name="<?php echo esc_attr( CONSENT_SERVICE_OPTION ); ?>[policy_uuid]" value="<?php echo esc_attr( $settings['policy_uuid'] ); ?>">
				<p class="description"><?php esc_html_e( 'Shown by the [consent_service_policy] shortcode.', 'consent-service' ); ?></p></td>
			</tr>
		</table>
		<?php submit_button(); ?>
	</form>

	<h2><?php esc_html_e( 'Or sign in with an API key pair', 'consent-service' ); ?></h2>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="consent_service_sign_in">
		<?php wp_nonce_field( 'consent_service_sign_in' ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="consent-service-account"><?php esc_html_e( 'Account id', 'consent-service' ); ?></label></th>
				<td><input type="text" class="regular-text code" id="consent-service-account" name="account_id" value="<?php echo esc_attr( $settings['account_id'] ); ?>" autocomplete="off"></td>
			</tr>
			<tr>
				<th scope="row"><label for="consent-service-public"><?php esc_html_e( 'Public key', 'consent-service' ); ?></label></th>
				<td><input type="text" class="regular-text code" id="consent-service-public" name="public_key" value="<?php echo esc_attr( $settings['public_key'] ); ?>" autocomplete="off"></td>
			</tr>
			<tr>
				<th scope="row"><label for="consent-service-private"><?php esc_html_e( 'Private key', 'consent-service' ); ?></label></th>
				<td><input type="password" class="regular-text code" id="consent-service-private" name="private_key" value="" autocomplete="new-password">
				<p class="description"><?php echo esc_html( $consent_service_has_secret ? __( 'Stored; never shown. Leave empty to keep it.', 'consent-service' ) : __( 'Stored on this site, never shown again.', 'consent-service' ) ); ?></p></td>
			</tr>
		</table>
		<?php submit_button( __( 'Sign in and list websites', 'consent-service' ), 'secondary' ); ?>
	</form>

	<?php if ( is_array( $consent_service_listed ) && $consent_service_listed ) : ?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="consent_service_pick">
			<?php wp_nonce_field( 'consent_service_pick' ); ?>
			<label for="consent-service-pick"><?php esc_html_e( 'Website', 'consent-service' ); ?></label>
			<select id="consent-service-pick" name="website_uuid">
				<?php foreach ( $consent_service_listed as $consent_service_w ) : ?>
					<option value="<?php echo esc_attr( $consent_service_w['uuid'] ); ?>" <?php selected( $consent_service_w['uuid'], $settings['website_uuid'] ); ?>><?php echo esc_html( $consent_service_w['name'] . ' (' . $consent_service_w['url'] . ')' ); ?></option>
				<?php endforeach; ?>
			</select>
			<?php submit_button( __( 'Use this website', 'consent-service' ), 'primary', 'submit', false ); ?>
		</form>
	<?php endif; ?>
</div>
