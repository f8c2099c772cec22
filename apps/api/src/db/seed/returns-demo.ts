// Work for the returns desk (`/manage/returns`): returns of two demo shops waiting for a decision,
// one of them with the desk's question answered by the dealer. Made through the API as the shops
// and the customer-service desk would, after the production demo's orders exist. Not demo-shop's:
// its returns page starts empty in the returns journey.
type Call = (
  username: string,
  method: 'POST',
  url: string,
  payload: unknown,
) => Promise<Record<string, unknown>>;

const RETURNS = [
  {
    username: 'demo-debtor',
    commission: 'Familie Visser',
    reason: 'production_fault',
    solution: 'repair',
    description: 'De zoom van het linkerpaneel is scheef gestikt, ongeveer 2 cm verloop.',
    question: 'Kunt u een foto sturen van de zoom over de hele breedte, met een meetlint ernaast?',
    answer: 'Het verloop begint na 80 cm en loopt op tot 2 cm aan de rechterkant; foto volgt.',
  },
  {
    username: 'demo-debtor',
    commission: 'Kantoor De Boer',
    reason: 'wrong_size',
    solution: 'remake',
    description: 'Het gordijn is 10 cm te kort; de maat op de order klopt wel.',
  },
  {
    username: 'demo-ateliernet',
    commission: 'Famille Moreau',
    reason: 'damaged',
    solution: 'credit',
    description: 'Le rideau est arrivé avec une déchirure de 5 cm près des crochets.',
  },
] as const;

export async function seedDemoReturns(
  call: Call,
  curtain: Record<string, unknown>,
  /** Dates the order's confirmation and trail back, as the production demo's orders are. */
  confirmedEarlier: (orderId: number, daysAgo: number) => Promise<void>,
): Promise<number> {
  for (const [index, item] of RETURNS.entries()) {
    const order = await call(item.username, 'POST', '/api/orders/', {
      commission: item.commission,
    });
    const article = await call(
      item.username,
      'POST',
      `/api/orders/${order.id}/articles/pleatcurtain/`,
      curtain,
    );
    await call(item.username, 'POST', `/api/orders/${order.id}/confirm/`, {});
    await confirmedEarlier(order.id as number, 20 + index * 5);
    const template = await call(item.username, 'POST', '/api/rma/template/', {
      article_order_number: article.order_number,
    });
    const made = await call(item.username, 'POST', '/api/rma/', {
      article_order_number: article.order_number,
      customer_name: item.commission,
      street: 'Dorpsstraat 12',
      city: 'Amersfoort',
      postcode: '3811 AB',
      country: template.country,
      workshop: 'genemuiden',
      hanger_type: 'hooks',
      hanger_count: 12,
      reason: item.reason,
      description: item.description,
      solution: item.solution,
    });
    if ('question' in item) {
      await call('staff-service', 'POST', `/api/manage/returns/${made.order_number}/ask/`, {
        question: item.question,
      });
      await call(item.username, 'POST', `/api/rma/${made.order_number}/answer/`, {
        answer: item.answer,
      });
    }
  }
  return RETURNS.length;
}
