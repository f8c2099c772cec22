// Release notes of the portal, newest last. Messages are markdown, shown as such by the page.
export const DEMO_RELEASE_NOTES: { name: string; date: string; message: string }[] = [
  {
    name: '2024.11.4',
    date: '2024-11-04T09:12:00Z',
    message:
      '## Customer fabrics\n\n- Add your **own fabrics** with width, pattern repeat and price.\n- Upload a photo (JPEG or PNG, up to 1.1 MB).',
  },
  {
    name: '2024.12.9',
    date: '2024-12-09T14:30:00Z',
    message:
      '## Offers\n\nA draft can now be saved as an **offer** and confirmed later.\n\n1. Open *Offer*\n2. Choose **Create offer**',
  },
  {
    name: '2025.1.20',
    date: '2025-01-20T08:05:00Z',
    message:
      '### Roman curtains\n\n- New fold type **honeycomb**.\n- Control length is checked against the drop.',
  },
  {
    name: '2025.2.17',
    date: '2025-02-17T10:45:00Z',
    message:
      '## Tracking\n\nFollow every order from *received* to *ready*. Filter by `production_status`.',
  },
  {
    name: '2025.3.24',
    date: '2025-03-24T13:00:00Z',
    message:
      '### Sets and strokes\n\n- Make a **set** of curtains with aligned pattern.\n- Match strokes of several curtains in one go.',
  },
  {
    name: '2025.4.28',
    date: '2025-04-28T07:50:00Z',
    message:
      '## Languages\n\nThe portal now speaks **Lithuanian**. Pick it from the language menu in the top bar.',
  },
  {
    name: '2025.5.26',
    date: '2025-05-26T11:20:00Z',
    message:
      '### Rails and rods\n\n- Electric rails with *battery* or *wired* motors.\n- Bends are drawn to scale.\n\n> Measure the wall before ordering a bent rail.',
  },
  {
    name: '2025.6.23',
    date: '2025-06-23T15:10:00Z',
    message:
      '## Returns\n\nReport a problem with an article (**RMA**) and add up to six photos. See the [help page](/account/help).',
  },
  {
    name: '2025.7.17',
    date: '2025-07-17T09:00:00Z',
    message:
      '## Faster configurators\n\n- Price and fabric use update **as you type**.\n- Sizes accept one decimal (e.g. `142.5` cm).\n- Release notes are searchable.',
  },
  {
    name: '2025.8.25',
    date: '2025-08-25T08:30:00Z',
    message:
      '## Service, help and settings\n\n- **Employees and locations**: add, change, archive and restore them under *Settings*.\n- The *System settings* tab explains every display option.\n- *Service and downloads*: forms, price lists and promotion material for your group, and **instruction videos** with captions in your language.\n- *Help*: a searchable FAQ; in Dutch, write to customer support from the portal.',
  },
];
