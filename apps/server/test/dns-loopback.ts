import dns2 from 'dns2';

const { Packet } = dns2;

/** The records of one name; a name in the zone with no records answers "no data", a name not in it NXDOMAIN. */
export interface DnsRecords {
  MX?: { exchange: string; priority: number }[];
  A?: string[];
  AAAA?: string[];
  /** TXT records, one text each (sent as 255-byte strings, as DNS requires). */
  TXT?: string[];
  /** The name's canonical name (one target). */
  CNAME?: string[];
}

export interface DnsLoopbackOptions {
  zone: Record<string, DnsRecords>;
  /** Names the server never answers (a resolver that times out). */
  silentNames?: string[];
}

/** A TXT record's text as DNS character-strings of at most 255 bytes. */
function textStrings(text: string): string[] {
  const strings: string[] = [];
  for (let start = 0; start < text.length; start += 255) strings.push(text.slice(start, start + 255));
  return strings.length > 0 ? strings : [''];
}

/**
 * An authoritative DNS server on loopback UDP (dns2) for the names in `zone`, so tests resolve MX
 * and address records without the internet. `server` is the `host:port` a resolver is pointed at.
 */
export async function startDnsLoopback(options: DnsLoopbackOptions) {
  const questions: { name: string; type: number }[] = [];
  const silent = new Set(options.silentNames ?? []);
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      if (!question) return;
      const name = question.name.toLowerCase();
      questions.push({ name, type: question.type });
      if (silent.has(name)) return;
      const records = options.zone[name];
      if (!records) {
        response.header.rcode = 3; // NXDOMAIN
      } else {
        const answer = (record: Partial<dns2.Packet.Resource>) =>
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, ...record }));
        if (question.type === Packet.TYPE.MX) for (const mx of records.MX ?? []) answer(mx);
        if (question.type === Packet.TYPE.A) for (const address of records.A ?? []) answer({ address });
        if (question.type === Packet.TYPE.AAAA) for (const address of records.AAAA ?? []) answer({ address });
        if (question.type === Packet.TYPE.CNAME) for (const domain of records.CNAME ?? []) answer({ domain });
        if (question.type === Packet.TYPE.TXT)
          for (const text of records.TXT ?? []) answer({ data: textStrings(text) });
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    server: `127.0.0.1:${addresses.udp?.port ?? 0}`,
    /** Every question asked, in order. */
    questions,
    close: () => server.close(),
  };
}
export type DnsLoopback = Awaited<ReturnType<typeof startDnsLoopback>>;
