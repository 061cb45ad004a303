/**
 * Types for the react-admin 3 language packs, which ship plain CommonJS without declarations.
 * They list exactly the keys ra-language-german 3.13.5 and ra-language-italian 3.13.1 contain,
 * obsolete ones included (`ra.navigation.prev`; Italian has `ra.password` where react-admin
 * expects `ra.input.password`), so the language files must add every other key themselves.
 */

declare module 'ra-language-german' {
  const germanMessages: {
    ra: {
      action: Record<
        | 'add_filter'
        | 'add'
        | 'back'
        | 'bulk_actions'
        | 'cancel'
        | 'clear_input_value'
        | 'clone'
        | 'confirm'
        | 'create'
        | 'delete'
        | 'edit'
        | 'export'
        | 'list'
        | 'refresh'
        | 'remove_filter'
        | 'remove'
        | 'save'
        | 'search'
        | 'show'
        | 'sort'
        | 'undo'
        | 'unselect'
        | 'expand'
        | 'close'
        | 'open_menu'
        | 'close_menu',
        string
      >;
      boolean: Record<'true' | 'false' | 'null', string>;
      page: Record<
        'create' | 'dashboard' | 'edit' | 'error' | 'list' | 'loading' | 'not_found' | 'show' | 'empty' | 'invite',
        string
      >;
      input: {
        file: Record<'upload_several' | 'upload_single', string>;
        image: Record<'upload_several' | 'upload_single', string>;
        references: Record<'all_missing' | 'many_missing' | 'single_missing', string>;
        password: Record<'toggle_visible' | 'toggle_hidden', string>;
      };
      message: Record<
        | 'about'
        | 'are_you_sure'
        | 'bulk_delete_content'
        | 'bulk_delete_title'
        | 'delete_content'
        | 'delete_title'
        | 'details'
        | 'error'
        | 'invalid_form'
        | 'loading'
        | 'no'
        | 'not_found'
        | 'yes'
        | 'unsaved_changes',
        string
      >;
      navigation: Record<
        | 'no_results'
        | 'no_more_results'
        | 'page_out_of_boundaries'
        | 'page_out_from_end'
        | 'page_out_from_begin'
        | 'page_range_info'
        | 'page_rows_per_page'
        | 'next'
        | 'prev'
        | 'skip_nav',
        string
      >;
      auth: Record<
        'auth_check_error' | 'user_menu' | 'username' | 'password' | 'sign_in' | 'sign_in_error' | 'logout',
        string
      >;
      notification: Record<
        | 'updated'
        | 'created'
        | 'deleted'
        | 'bad_item'
        | 'item_doesnt_exist'
        | 'http_error'
        | 'data_provider_error'
        | 'i18n_error'
        | 'canceled'
        | 'logged_out',
        string
      >;
      validation: Record<
        'required' | 'minLength' | 'maxLength' | 'minValue' | 'maxValue' | 'number' | 'email' | 'oneOf' | 'regex',
        string
      >;
    };
  };
  export default germanMessages;
}

declare module 'ra-language-italian' {
  const italianMessages: {
    ra: {
      action: Record<
        | 'add_filter'
        | 'add'
        | 'back'
        | 'bulk_actions'
        | 'cancel'
        | 'clear_input_value'
        | 'clone'
        | 'confirm'
        | 'create'
        | 'delete'
        | 'edit'
        | 'export'
        | 'list'
        | 'refresh'
        | 'remove_filter'
        | 'remove'
        | 'save'
        | 'search'
        | 'show'
        | 'sort'
        | 'undo'
        | 'unselect'
        | 'expand'
        | 'close'
        | 'open_menu'
        | 'close_menu',
        string
      >;
      boolean: Record<'true' | 'false' | 'null', string>;
      page: Record<
        'create' | 'dashboard' | 'edit' | 'error' | 'list' | 'loading' | 'not_found' | 'show' | 'empty' | 'invite',
        string
      >;
      input: {
        file: Record<'upload_several' | 'upload_single', string>;
        image: Record<'upload_several' | 'upload_single', string>;
        references: Record<'all_missing' | 'many_missing' | 'single_missing', string>;
      };
      password: Record<'toggle_visible' | 'toggle_hidden', string>;
      message: Record<
        | 'about'
        | 'are_you_sure'
        | 'bulk_delete_content'
        | 'bulk_delete_title'
        | 'delete_content'
        | 'delete_title'
        | 'details'
        | 'error'
        | 'invalid_form'
        | 'loading'
        | 'no'
        | 'not_found'
        | 'yes'
        | 'unsaved_changes',
        string
      >;
      navigation: Record<
        | 'no_results'
        | 'no_more_results'
        | 'page_out_of_boundaries'
        | 'page_out_from_end'
        | 'page_out_from_begin'
        | 'page_range_info'
        | 'page_rows_per_page'
        | 'next'
        | 'prev'
        | 'skip_nav',
        string
      >;
      sort: Record<'sort_by' | 'ASC' | 'DESC', string>;
      auth: Record<
        'auth_check_error' | 'user_menu' | 'username' | 'password' | 'sign_in' | 'sign_in_error' | 'logout',
        string
      >;
      notification: Record<
        | 'updated'
        | 'created'
        | 'deleted'
        | 'bad_item'
        | 'item_doesnt_exist'
        | 'http_error'
        | 'data_provider_error'
        | 'i18n_error'
        | 'canceled'
        | 'logged_out',
        string
      >;
      validation: Record<
        'required' | 'minLength' | 'maxLength' | 'minValue' | 'maxValue' | 'number' | 'email' | 'oneOf' | 'regex',
        string
      >;
    };
  };
  export default italianMessages;
}
