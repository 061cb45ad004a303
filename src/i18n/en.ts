import { messages } from '../../contracts/rules';
import type { Messages } from '../../lib/messages';
import { en as searchWords } from '../layout/searchMessages';
import { byFolder } from './resourceMessages';

/** English application messages: the reference every other language must match key for key. */
const en = {
  app: {
    ...searchWords,
    name: 'LabHub Admin',
    form: {
      save_and_add: 'Save and add another',
      // The SPEC §5 masked inputs' placeholders (contracts/fields.ts `askedAs`).
      examples: { phone: 'e.g. 0300-1234567', cnic: 'e.g. 35202-1234567-1' },
    },
    // The generic input fields' rules; the API's English texts are these (contracts/rules.ts `messages.field`).
    validation: messages.field,
    account: {
      menu: 'My account',
      title: 'My account',
      password: {
        title: 'Change password',
        intro: 'Your other sessions end when the password changes; this one goes on.',
        current: 'Current password',
        new: 'New password',
        confirm: 'New password again',
        hint: 'At least 12 letters and digits, with at least one of each.',
        submit: 'Change password',
        changing: 'Changing the password...',
        changed: 'Password changed. Sessions ended elsewhere: %{smart_count}',
        error: 'The password could not be changed',
      },
      sessions: {
        title: 'Where you are signed in',
        intro: 'Each browser you signed in with. End the ones you do not recognise.',
        this_device: 'This device',
        last_used: 'Last used %{date}',
        started: 'signed in %{date}',
        from: 'from %{ip}',
        unknown_device: 'Unknown browser',
        end: 'Sign out',
        ended: 'Session ended',
        end_error: 'The session could not be ended',
        end_all: 'Sign out everywhere',
        end_all_title: 'Sign out everywhere?',
        end_all_content: 'Every session of your account ends, this one included. You will need to sign in again.',
        end_all_confirm: 'Yes, sign out everywhere',
      },
      // The API's English texts of these rules are the English messages (contracts/rules.ts).
      validation: messages.account,
    },
    menu: {
      label: 'Main menu',
      dashboard: 'Dashboard',
      labs: 'Labs',
      blocked_labs: 'Blocked Labs',
      tests: 'Test Inventory',
      financial_aid: 'Financial Aid',
      donations: 'Donations',
      pending_verifications: 'Pending Verifications',
      staff: 'Staff',
      reports: 'Reports',
      accounts_payable: 'Accounts Payable',
      accounts_receivable: 'Accounts Receivable',
      invoices: 'Invoices',
      complaints: 'Customer Complaints',
      faq: 'FAQ',
      profile: 'Profile',
      reviews: 'Reviews',
      notifications: 'Notifications',
    },
    load: {
      failed: 'The data could not be loaded.',
      retry: 'Retry',
      // The server's refusals by their `code` (dataProvider/http.ts): a statement cut by the statement timeout, the database away.
      statement_timeout:
        'The database took too long to answer this request. Try again in a moment, or narrow the search or filter.',
      database_unavailable: 'The database is unavailable at the moment. Try again in a few seconds.',
    },
    // A list whose total the server only bounds (X-Total-At-Least): %{more_than} is the bound, in the language's digits.
    list: { range_more_than: '%{offsetBegin}–%{offsetEnd} of more than %{more_than}' },
    access: {
      title: "You don't have access to this page",
      body: 'Your account cannot open this page. Use the menu to reach your own pages.',
    },
    topbar: {
      enter_fullscreen: 'Enter full screen',
      exit_fullscreen: 'Exit full screen',
      notifications: 'Notifications',
      unread_count: '%{smart_count} unread notification |||| %{smart_count} unread notifications',
      no_unread: 'No unread Notifications',
      not_refreshed: 'Notifications could not be refreshed: the count may be out of date',
      newest_unread: 'The newest %{shown} of %{total} unread: show them all',
      view_all: 'View All',
      settings: 'Settings',
      loading: 'Loading',
      language: 'Language',
      more: 'More',
    },
    login: {
      title: 'Welcome Back!',
      subtitle: 'Sign in to continue to LabHub Admin.',
      username: 'Username',
      username_placeholder: 'Enter your email',
      password: 'Password',
      password_placeholder: 'Enter your password',
      submit: 'Log In',
      logging_in: 'Logging in...',
      success: 'Logged in successfully',
      failed: 'Login failed',
      invalid_credentials: 'No active account found with the given credentials',
      network_error: 'The server could not be reached. Please try again.',
      locked:
        'Too many failed sign-in attempts. Try again in %{smart_count} minute. |||| Too many failed sign-in attempts. Try again in %{smart_count} minutes.',
      too_many_attempts:
        'Too many sign-in attempts from this address. Try again in %{smart_count} minute. |||| Too many sign-in attempts from this address. Try again in %{smart_count} minutes.',
      too_many_requests:
        'Too many requests without signing in from this address. Try again in %{smart_count} minute. |||| Too many requests without signing in from this address. Try again in %{smart_count} minutes.',
      unavailable: 'The service is temporarily unavailable. Please try again shortly.',
      refused: 'The server refused the sign-in. Check what you entered and try again.',
      with_detail: '%{message}: %{detail}',
      validation: {
        email_required: 'Please Enter Your Email',
        email_invalid: 'Please Enter Valid Email',
        password_required: 'Please Enter Valid Password',
        password_alphanumeric: 'Password must contain at least one number and one letter',
      },
    },
    settings: {
      title: 'Settings',
      close: 'Close settings',
      layout: 'Layout',
      vertical: 'Vertical',
      horizontal: 'Horizontal',
      width: 'Layout Width',
      fluid: 'Fluid',
      boxed: 'Boxed',
      scrollable: 'Scrollable',
      topbar_theme: 'Topbar Theme',
      colored_hint: 'The colored top bar is available in the horizontal layout.',
      sidebar_type: 'Left Sidebar Type',
      type_default: 'Default',
      type_compact: 'Compact',
      type_icon: 'Small Icon View',
      type_condensed: 'Condensed',
      sidebar_color: 'Left Sidebar Color Options',
      sidebar_image: 'Left Sidebar Background Image',
      image_none: 'None',
      image_number: 'Image %{number}',
      preloader: 'Preloader',
      preloader_hint: 'Applies to the horizontal layout: a spinner while a page opens.',
      colors: {
        light: 'Light',
        dark: 'Dark',
        colored: 'Colored',
        winter: 'Winter',
        ladylip: 'Lady Lips',
        plumplate: 'Plum Plate',
        strongbliss: 'Strong Bliss',
        greatwhale: 'Great Whale',
      },
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome Back, %{name}',
      welcome_subtitle: 'LabHub Admin Dashboard',
      total_financial_aid: 'Total Financial Aid',
      total_labs: 'Total Labs Registered',
      view_unverified: 'view unverified labs',
      total_revenue: 'Total Revenue',
      revenue_amount: 'RS.\u00a0%{amount}',
      total_complaints_resolved: 'Total Complaints Resolved',
      load_error: 'Could not load this figure',
      pkr_amount: 'PKR %{amount}',
      fa_approved: '%{smart_count} approved request |||| %{smart_count} approved requests',
      revenue_cash: 'Cash orders, %{label}: %{amount}',
      revenue_online: 'Online orders, kept from lab payouts: %{amount}',
      month: 'Month',
      greeting: { labs: 'Labs', complaints: 'Complaints', users: 'Users' },
      user_stats: {
        title: 'User Statistics',
        total: 'Total users',
        unverified: 'Unverified',
        verified: 'Verified',
        male: 'Male',
        female: 'Female',
        no_gender_labs:
          'Male + female = %{counted} of %{total}: the other %{none} accounts are labs, which have no gender.',
        no_gender: 'Male + female = %{counted} of %{total}: %{none} accounts have no gender (%{labs} of them labs).',
      },
      labs_chart: {
        title: 'Lab Analytics',
        verified: 'Verified',
        pending: 'Pending verification',
        blocked: 'Blocked',
        summary: '%{verified} verified, %{pending} pending verification and %{blocked} blocked labs',
      },
      period: {
        title: 'Sales and Earnings',
        label: 'Period',
        weekly: 'Weekly',
        monthly: 'Monthly',
        yearly: 'Yearly',
        sales: 'Sales',
        earnings: 'Earnings',
        orders: 'Orders',
        summary: 'Sales %{sales}, earnings %{earnings}, %{orders} orders in this period',
      },
      earnings: {
        title: 'Earnings by Month',
        period: '%{month} %{year}',
        change: '%{change}% against the previous month',
        no_previous: 'No earnings in the previous month to compare with',
        summary: 'Earnings per day, %{total} in total',
      },
      top_selling: {
        title: 'Top Selling Tests',
        empty: 'No tests were booked in this month',
        bookings: '%{count} booking |||| %{count} bookings',
      },
      payables: {
        title: 'Payable Amounts',
        view_all: 'View all',
        empty: 'No payable amounts',
        payout_hint:
          'Lab Payout is what the platform owes the lab for an online order: the order total (as on its invoice) less the platform commission.',
      },
    },
    faq: {
      title: 'FAQs',
      tabs: {
        general: 'General Questions',
        privacy: 'Privacy Policy',
        support: 'Support',
      },
      reports: {
        question: 'How will I receive my test reports?',
        answer:
          'Reports arrive by email as soon as the lab uploads them, and you can also download them from your account at any time.',
      },
      financial_aid: {
        question: 'How do I request financial aid?',
        answer: 'Financial aid is requested during payment. Our staff review every request and accept or reject it.',
      },
      home_sampling: {
        question: 'Can a sample be collected at home?',
        answer: 'Yes. Home sampling is requested while booking a test.',
      },
      data_retention: {
        question: 'How long do you keep my data?',
        answer: 'Your data is kept for as long as your account exists.',
      },
      availability: {
        question: 'When is support available?',
        answer: 'Support is available 24/7 through our contact page.',
      },
      complaints: {
        question: 'How quickly are complaints resolved?',
        answer: 'We aim to resolve every complaint within 24 hours.',
      },
    },
    coming_soon: {
      back: 'Back',
      title: 'Coming Soon',
      heading: 'This page is under construction',
      text: 'We are working hard to bring this feature to you. Please check back soon.',
      days: 'Days',
      hours: 'Hours',
      minutes: 'Minutes',
      seconds: 'Seconds',
      done: 'You are good to go!',
    },
  },
  // `resources.<folder>`: every resources/<folder>/messages.ts, this language's export only (the query gives each
  // language its own copy of the module, so the build keeps the other four out of this language's chunk).
  resources: byFolder(
    import.meta.glob('../../resources/*/messages.ts', { query: '?lang=en', import: 'en', eager: true }),
  ),
} as const;

export type AppMessages = Messages<typeof en>;

export default en;
