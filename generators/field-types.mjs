/**
 * The field types a generated section can have (`name:type` on the command line): for each,
 * its Drupal storage, field settings, editor widget and view formatter (as the recipe's own
 * files have them), its GraphQL type and the field reader of gatsby/content/fields.ts.
 */

const STRING_STORAGE = { max_length: 255, case_sensitive: false, is_ascii: false }
const TEXTAREA = { rows: 5, placeholder: '' }
const IMAGE_FIELD = {
  handler: 'default:file',
  handler_settings: {},
  file_directory: 'sections/[date:custom:Y]-[date:custom:m]',
  file_extensions: 'png gif jpg jpeg webp',
  max_filesize: '10 MB',
  max_resolution: '',
  min_resolution: '',
  alt_field: true,
  alt_field_required: false,
  title_field: false,
  title_field_required: false,
  default_image: { uuid: null, alt: '', title: '', width: null, height: null },
}
const IMAGE_STORAGE = {
  target_type: 'file',
  display_field: false,
  display_default: true,
  uri_scheme: 'public',
  default_image: { uuid: null, alt: '', title: '', width: null, height: null },
}

/**
 * `storage`: Drupal's field type, its module and settings; `field`: the field's settings;
 * `widget`/`formatter`: the form and view display; `graphql`: the domain field's type;
 * `read(field)`: the mapper's expression; `reader`: the fields.ts import it uses.
 */
export const FIELD_TYPES = {
  string: {
    what: 'string',
    storage: { type: 'string', module: 'core', modules: [], settings: STRING_STORAGE },
    field: { modules: [], settings: {} },
    widget: { type: 'string_textfield', modules: [], settings: { size: 60, placeholder: '' } },
    formatter: { type: 'string', modules: [], settings: { link_to_entity: false } },
    graphql: 'String',
    reader: 'str',
    read: (field) => `str(n.${field})`,
  },
  long: {
    what: 'plain text',
    storage: {
      type: 'string_long',
      module: 'core',
      modules: [],
      settings: { case_sensitive: false },
    },
    field: { modules: [], settings: {} },
    widget: { type: 'string_textarea', modules: [], settings: TEXTAREA },
    formatter: { type: 'basic_string', modules: [], settings: {} },
    graphql: 'String',
    reader: 'plainText',
    read: (field) => `plainText(n.${field})`,
  },
  text: {
    what: 'text',
    storage: { type: 'text_long', module: 'text', modules: ['text'], settings: {} },
    field: { modules: ['text'], settings: { allowed_formats: {} } },
    widget: { type: 'text_textarea', modules: ['text'], settings: TEXTAREA },
    formatter: { type: 'text_default', modules: ['text'], settings: {} },
    graphql: 'String',
    description: 'Sanitised HTML',
    reader: 'richText',
    read: (field) => `richText(n.${field}, ctx)`,
  },
  image: {
    what: 'image',
    storage: {
      type: 'image',
      module: 'image',
      modules: ['file', 'image'],
      settings: IMAGE_STORAGE,
    },
    field: { modules: ['image'], settings: IMAGE_FIELD },
    widget: {
      type: 'image_image',
      modules: ['image'],
      config: ['image.style.thumbnail'],
      settings: { progress_indicator: 'throbber', preview_image_style: 'thumbnail' },
    },
    formatter: {
      type: 'image',
      modules: ['image'],
      settings: { image_link: '', image_style: '', image_loading: { attribute: 'lazy' } },
    },
    graphql: 'CmsImage',
    reader: 'image',
    read: (field) => `image(n, '${field}')`,
  },
  link: {
    what: 'link',
    storage: { type: 'link', module: 'link', modules: ['link'], settings: {} },
    // title 1: the link text is optional; link_type 17: internal and external links.
    field: { modules: ['link'], settings: { title: 1, link_type: 17 } },
    widget: {
      type: 'link_default',
      modules: ['link'],
      settings: { placeholder_url: '', placeholder_title: '' },
    },
    formatter: {
      type: 'link',
      modules: ['link'],
      settings: { trim_length: 80, url_only: false, url_plain: false, rel: '', target: '' },
    },
    graphql: 'Link',
    reader: 'link',
    read: (field) => `link(n.${field})`,
  },
  bool: {
    what: 'bool',
    storage: { type: 'boolean', module: 'core', modules: [], settings: {} },
    field: { modules: [], settings: { on_label: 'On', off_label: 'Off' } },
    widget: { type: 'boolean_checkbox', modules: [], settings: { display_label: true } },
    formatter: {
      type: 'boolean',
      modules: [],
      settings: { format: 'default', format_custom_false: '', format_custom_true: '' },
    },
    graphql: 'Boolean!',
    reader: 'bool',
    read: (field) => `bool(n.${field})`,
  },
}

/** Text the site search indexes. */
export const SEARCHED = new Set(['string', 'long', 'text'])
