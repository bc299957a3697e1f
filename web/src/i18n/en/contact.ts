/**
 * Contact Us (/contactus, MISC-009, MISC-010): part of the one English catalog (see ../en.ts). The
 * provider's name, address, e-mail and phone numbers come from the branding (decisions "Branding").
 */
export const contactMessages = {
  heading: 'Contact Us',
  intro: 'Questions about your service, your account or your bill? We are here to help.',
  loading: 'Loading our contact details…',
  detailsHeading: 'Our contact details',
  address: 'Mailing address',
  email: 'E-mail',
  phone: 'Toll-free support',
  phoneHint: 'Call us toll-free for help with your service, your account or your bill.',
  request: {
    heading: 'Write to us',
    body: 'Send our support team a request, with photos or documents if they help. We answer by e-mail and in Support.',
    button: 'New support request',
  },
  vip: {
    heading: 'VIP support',
    body: 'As a VIP subscriber, you have a support line of your own.',
    phone: 'VIP support line',
    promise: 'We guarantee an answer by the end of the next business day.',
  },
};
