'use strict'
/**
 * Which JSON:API resource types the build reads from Drupal. A real Drupal's `/jsonapi` lists
 * many more (users, config entities, webforms…); gatsby-source-drupal fetches every listed
 * collection it is not told to skip, so the others are named here as `disallowedLinkTypes`,
 * and the source check warns about any type Drupal lists that is in neither list. The
 * snapshot recorder (cms/lib/record.cjs) records the sourced types only.
 */

/** Every resource type the site maps to a domain type (docs/content-model.md). */
const SOURCED_PREFIXES = ['node--', 'paragraph--']
const SOURCED_TYPES = [
  'taxonomy_term--category',
  'taxonomy_term--recipient',
  'menu_link_content--menu_link_content',
  'block_content--opening_hours',
  'block_content--site_settings',
  'file--file',
  // URL redirects (the redirect module): served as HTTP redirects (gatsby/post-build/redirects.ts).
  'redirect--redirect',
]

/** Resource types of Drupal 11 core and the contrib modules in drupal/composer.json. */
const UNUSED_TYPES = [
  'action--action',
  'base_field_override--base_field_override',
  'block--block',
  'block_content--basic',
  'block_content_type--block_content_type',
  'contact_form--contact_form',
  'contact_message--feedback',
  'contact_message--personal',
  'content_moderation_state--content_moderation_state',
  'date_format--date_format',
  'editor--editor',
  'entity_form_display--entity_form_display',
  'entity_form_mode--entity_form_mode',
  'entity_view_display--entity_view_display',
  'entity_view_mode--entity_view_mode',
  'field_config--field_config',
  'field_storage_config--field_storage_config',
  'filter_format--filter_format',
  'gatsby_log_entity--gatsby_log_entity',
  'image_style--image_style',
  'jsonapi_resource_config--jsonapi_resource_config',
  'menu--menu',
  'node_type--node_type',
  'paragraphs_library_item--paragraphs_library_item',
  'paragraphs_type--paragraphs_type',
  'path_alias--path_alias',
  'pathauto_pattern--pathauto_pattern',
  'search_page--search_page',
  'shortcut--default',
  'shortcut_set--shortcut_set',
  'taxonomy_term--tags',
  'taxonomy_vocabulary--taxonomy_vocabulary',
  'user--user',
  'user_role--user_role',
  'view--view',
  'webform--webform',
  'webform_options--webform_options',
  'webform_submission--colouring_competition',
  'webform_submission--job_application',
  'workflow--workflow',
]

/** gatsby-source-drupal's `disallowedLinkTypes` (which replaces its defaults: keep `self`…). */
const DISALLOWED_LINK_TYPES = ['self', 'describedby', ...UNUSED_TYPES]

/** @param {string} type */
const isSourcedType = (type) =>
  SOURCED_PREFIXES.some((prefix) => type.startsWith(prefix)) || SOURCED_TYPES.includes(type)

/**
 * Types listed in the JSON:API index that the build would fetch without using them.
 * @param {Record<string, unknown>} indexLinks
 * @returns {string[]}
 */
function unexpectedTypes(indexLinks) {
  return Object.keys(indexLinks).filter(
    (type) => !DISALLOWED_LINK_TYPES.includes(type) && !isSourcedType(type),
  )
}

module.exports = {
  DISALLOWED_LINK_TYPES,
  isSourcedType,
  unexpectedTypes,
}
