/** IP address management (/advancedsettings, IP-001…026): part of the one English catalog (see ../en.ts). */
export const ipMessages = {
  heading: 'IP address management',
  intro:
    'Register the MAC address of your router or device to give it an IP address on our network, static or dynamic.',
  loading: 'Loading your IP addresses…',
  // The NAT card (IP-012): the only thing the page shows when the radio uses NAT.
  nat: {
    title: 'Your radio uses NAT',
    body: 'Your radio uses network address translation (NAT), so devices cannot be registered with their own IP address here.',
    callSupport: 'To change it, please call our support at <phone>{{phone}}</phone>.',
  },
  // The table of registered addresses (IP-005, IP-006).
  list: {
    heading: 'Registered IP addresses',
    caption: 'Your registered IP addresses, with the MAC address of each device',
    empty: 'You have no IP address registered with us yet. Register a device below to give it an address on our network.',
    type: 'Type',
    ipAddress: 'IP Address',
    networkMask: 'Network Mask',
    gateway: 'Gateway',
    macAddress: 'MAC address',
    description: 'Description',
    actions: 'Actions',
    noDescription: 'No description',
    edit: 'Edit',
    delete: 'Delete',
    editLabel: 'Edit the registration of {{mac}}',
    deleteLabel: 'Delete the registration of {{mac}}',
  },
  types: {
    static: 'Static',
    dynamic: 'Dynamic',
  },
  sources: {
    base: 'Base package',
    addon: 'Add-on',
  },
  // The register buttons (IP-009, IP-010) and why one is disabled.
  register: {
    dynamic: 'Register Dynamic IP address',
    static: 'Register Static IP address',
    noDynamicLeft: 'All the IP address registrations of your package are in use.',
    noDynamicIncluded: 'Your package does not include IP address registrations.',
    noStaticLeft: 'Your package has no static IP address registration left.',
    noStaticIncluded: 'Your package does not include static IP addresses.',
  },
  // The summary table (IP-008).
  summary: {
    heading: 'Your registrations',
    caption: 'Registrations used and included, by where they come from',
    from: 'From',
    type: 'Type',
    registeredTotal: 'Registered/Total',
    count: '{{used}}/{{total}}',
    explain:
      'Registered/Total is how many devices you have registered from each allowance, out of how many it includes. An allowance of type Static can give a device a static or a dynamic address; a Dynamic one, dynamic addresses only. New registrations use your base package first, then your add-on.',
  },
  // The MAC Registration form (IP-013…022).
  form: {
    title: 'MAC Registration',
    createSubtitle: 'Register a device',
    editSubtitle: 'Edit a registration',
    type: 'Type',
    from: 'From',
    ipAddress: 'IP Address',
    networkMask: 'Network Mask',
    gateway: 'Gateway',
    assigned: 'Assigned when you submit',
    macAddress: 'MAC address',
    macHelp: 'Six pairs of characters 0-9 and a-f, for example {{example}}.',
    description: 'Description',
    descriptionHelp: 'Optional, up to {{max}} characters, to tell your devices apart.',
    descriptionTooLong: 'The description can be at most {{max}} characters long.',
    invalid: 'Some inputs have invalid format.',
    cancel: 'Cancel',
    submit: 'Submit',
    submitting: 'Submitting…',
  },
  // The delete confirmation (IP-024…026).
  remove: {
    title: 'Delete this registration?',
    body: 'The device {{mac}} will no longer have its IP address {{ip}} on our network.',
    cancel: 'Cancel',
    confirm: 'Delete',
    deleting: 'Deleting…',
    failed: 'Please try again later',
  },
} as const;
