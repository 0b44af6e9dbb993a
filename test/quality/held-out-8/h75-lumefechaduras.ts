import type { CorpusSite } from '../corpus/types.js';

/** Nuxt 3 serializes its payload with devalue: one flat array, objects and arrays pointing at indexes */
function devalue(root: unknown): string {
  const values: unknown[] = [];
  const seen = new Map<string, number>();
  const add = (v: unknown): number => {
    if (v === undefined) return -1;
    if (v === null || typeof v !== 'object') {
      const key = JSON.stringify(v);
      const hit = seen.get(key);
      if (hit !== undefined) return hit;
      values.push(v);
      seen.set(key, values.length - 1);
      return values.length - 1;
    }
    const at = values.length;
    values.push(null);
    if (Array.isArray(v)) {
      values[at] = v.map(add);
    } else if ('__wrap' in (v as Record<string, unknown>)) {
      const w = v as { __wrap: string; value: unknown };
      values[at] = [w.__wrap, add(w.value)];
    } else {
      const o: Record<string, number> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) o[k] = add(x);
      values[at] = o;
    }
    return at;
  };
  add(root);
  return JSON.stringify(values);
}

interface Revenda {
  nome: string;
  uf: string;
  cidade: string;
  endereco: string;
  telefone: string;
  site: string | null;
}

const revendas: Revenda[] = [
  {
    nome: 'Casa das Fechaduras Paulista',
    uf: 'SP',
    cidade: 'São Paulo',
    endereco: 'Av. Paulista, 2073 – Loja 12',
    telefone: '(11) 3285-4410',
    site: 'https://www.casadasfechaduras.com.br/',
  },
  {
    nome: 'Chaves & Cia Moema',
    uf: 'SP',
    cidade: 'São Paulo',
    endereco: 'Av. Ibirapuera, 2907',
    telefone: '(11) 5051-2280',
    site: 'https://chavesecia.com.br/',
  },
  {
    nome: 'Telhanorte',
    uf: 'SP',
    cidade: 'Grande São Paulo (lojas selecionadas)',
    endereco: 'Consulte a loja mais próxima',
    telefone: '0800 771 7007',
    site: 'https://www.telhanorte.com.br/lume',
  },
  {
    nome: 'Segurança Total Home',
    uf: 'RJ',
    cidade: 'Rio de Janeiro',
    endereco: 'Rua Voluntários da Pátria, 190 – Botafogo',
    telefone: '(21) 2537-9012',
    site: 'https://segurancatotalhome.com.br/',
  },
  {
    nome: 'Ferragens Horizonte',
    uf: 'MG',
    cidade: 'Belo Horizonte',
    endereco: 'Av. Amazonas, 4120',
    telefone: '(31) 3371-6655',
    site: 'https://www.ferragenshorizonte.com.br/',
  },
  {
    nome: 'Smart Casa Curitiba',
    uf: 'PR',
    cidade: 'Curitiba',
    endereco: 'Rua Padre Anchieta, 1820 – Bigorrilho',
    telefone: '(41) 3022-7788',
    site: 'https://smartcasacuritiba.com.br/',
  },
  { nome: 'Portas & Cia', uf: 'SC', cidade: 'Joinville', endereco: 'Rua Blumenau, 1500', telefone: '(47) 3433-2100', site: null },
  {
    nome: 'Domótica Sul',
    uf: 'RS',
    cidade: 'Porto Alegre',
    endereco: 'Av. Carlos Gomes, 700',
    telefone: '(51) 3328-4500',
    site: 'https://www.domoticasul.com.br/',
  },
];

const lojasOnline = [
  { nome: 'Mercado Livre', url: 'https://www.mercadolivre.com.br/loja/lume-fechaduras', logo: '/_nuxt/img/mercadolivre.8c1d2e.svg' },
  { nome: 'Amazon', url: 'https://www.amazon.com.br/stores/Lume/page/4A1B2C3D?utm_source=site', logo: '/_nuxt/img/amazon.3f9a0b.svg' },
  { nome: 'Magalu', url: 'https://www.magazineluiza.com.br/lojista/lumefechaduras/', logo: '/_nuxt/img/magalu.7d6e5f.svg' },
  { nome: 'Leroy Merlin', url: 'https://www.leroymerlin.com.br/lume', logo: '/_nuxt/img/leroymerlin.0a1b2c.svg' },
];

const V = 'data-v-5b8e2c1a';

const shell = (opts: { title: string; description: string; path: string; body: string; data: Record<string, unknown> }) => `<!DOCTYPE html>
<html lang="pt-BR" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.title}</title>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-8XKQ2M1ZP4"></script>
<script async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/7a3b1c9d-2e4f-4a6b-8c0d-1e2f3a4b5c6d-loader.js"></script>
<link rel="stylesheet" href="/_nuxt/entry.B3xK9mQ2.css" crossorigin>
<link rel="stylesheet" href="/_nuxt/default.Cz1pW8rT.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dk2Lp9xQ.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BqT7vN3e.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/logo-lume.Dq8m1c.svg">
<script type="module" src="/_nuxt/Dk2Lp9xQ.js" crossorigin></script>
<meta name="description" content="${opts.description}">
<meta property="og:title" content="${opts.title}">
<meta property="og:image" content="https://lumefechaduras.com.br/og/lume-og.jpg">
<link rel="canonical" href="https://lumefechaduras.com.br${opts.path}">
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-8XKQ2M1ZP4');</script>
</head>
<body><div id="__nuxt"><div ${V} class="layout"><header ${V} class="site-header"><a ${V} href="/" class="logo"><img ${V} src="/_nuxt/logo-lume.Dq8m1c.svg" alt="Lume Fechaduras Digitais" width="120" height="34"></a><nav ${V} class="main-nav"><a ${V} href="/produtos" class="">Produtos</a><a ${V} href="/app" class="">App Lume</a><a ${V} href="/onde-comprar" class="${opts.path === '/onde-comprar' ? 'router-link-active router-link-exact-active' : ''}">Onde comprar</a><a ${V} href="/instaladores" class="${opts.path === '/instaladores' ? 'router-link-active router-link-exact-active' : ''}">Instaladores</a><a ${V} href="/suporte" class="">Suporte</a><a ${V} href="/blog" class="">Blog</a></nav></header><main ${V}>${opts.body}</main><footer ${V} class="site-footer"><div ${V} class="footer-cols"><div ${V}><h4 ${V}>Lume</h4><a ${V} href="/sobre">Sobre nós</a><a ${V} href="/imprensa">Imprensa</a><a ${V} href="/trabalhe-conosco">Trabalhe conosco</a><a ${V} href="/politica-de-privacidade">Privacidade</a></div><div ${V}><h4 ${V}>Baixe o app</h4><a ${V} href="https://apps.apple.com/br/app/lume-fechaduras/id1587234561" target="_blank" rel="noopener">App Store</a><a ${V} href="https://play.google.com/store/apps/details?id=br.com.lumefechaduras.app" target="_blank" rel="noopener">Google Play</a></div><div ${V}><h4 ${V}>Siga a Lume</h4><a ${V} href="https://www.instagram.com/lumefechaduras/" target="_blank" rel="noopener">Instagram</a><a ${V} href="https://www.youtube.com/@lumefechaduras" target="_blank" rel="noopener">YouTube</a><a ${V} href="https://www.tiktok.com/@lumefechaduras" target="_blank" rel="noopener">TikTok</a></div><div ${V}><h4 ${V}>Confiança</h4><a ${V} href="https://www.reclameaqui.com.br/empresa/lume-fechaduras-digitais/" target="_blank" rel="noopener"><img ${V} src="/_nuxt/img/selo-ra1000.4e5f6a.svg" alt="Selo RA1000 Reclame Aqui" width="96" height="40"></a></div></div><p ${V} class="legal">Lume Tecnologia em Segurança Ltda. · CNPJ 34.567.890/0001-12 · Joinville – SC</p></footer><a ${V} href="https://api.whatsapp.com/send?phone=554733334455&amp;text=Ol%C3%A1%2C%20quero%20saber%20mais" class="whatsapp-float" target="_blank" rel="noopener" aria-label="Fale conosco pelo WhatsApp">WhatsApp</a></div></div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${devalue(
  {
    data: { __wrap: 'ShallowReactive', value: opts.data },
    state: {},
    once: { __wrap: 'Set', value: [] },
    _errors: {},
    serverRendered: true,
    path: opts.path,
    pinia: { locator: { ufSelecionada: 'SP', carregando: false } },
  },
)}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{siteUrl:"https://lumefechaduras.com.br",gtagId:"G-8XKQ2M1ZP4"},app:{baseURL:"/",buildId:"b7e1c2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script></body>
</html>`;

const revendaCard = (r: Revenda) =>
  `<li ${V} class="store-card"><h3 ${V}>${r.nome}</h3><p ${V}>${r.endereco}<br ${V}>${r.cidade} – ${r.uf}<br ${V}>Tel. ${r.telefone}</p>${r.site ? `<a ${V} href="${r.site}" target="_blank" rel="noopener" class="btn-outline">Visitar site</a>` : ''}</li>`;

export const site: CorpusSite = {
  domain: 'lumefechaduras.com.br',
  otherDomains: [],
  covers:
    'Brazilian-Portuguese Nuxt 3 smart-lock maker: store locator whose SSR HTML shows only São Paulo resellers while all states sit in the devalue-encoded __NUXT_DATA__ payload (one without site), official online stores as a logo grid with alt text, a certified-installer page where most installers only have WhatsApp/Instagram (one .srv.br domain), and traps in app stores, Reclame Aqui seal, Endeavor, design award, press, a competitor in a blog post and a recruiting platform.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html;charset=utf-8',
        via: '1.1 4c2e9a7d1b3f5e8a0c6d2b4f7e9a1c3d.cloudfront.net (CloudFront)',
        'x-amz-cf-pop': 'GRU3-P4',
        'x-amz-cf-id': 'Qm3kZ8rT1vX0yB7nL4pW9sD2fG6hJ5aC-eR1tY8uI0oP3aS6dF9gH==',
        'x-cache': 'Hit from cloudfront',
        vary: 'Accept-Encoding',
      },
      html: shell({
        title: 'Lume | Fechaduras digitais com app, biometria e senha',
        description: 'Fechaduras digitais inteligentes com biometria, senha, cartão e app. Projetadas em Joinville.',
        path: '/',
        body: `<section ${V} class="hero"><h1 ${V}>Sua casa abre com um toque</h1><p ${V}>Biometria, senha, cartão, chave e app – tudo em uma fechadura com 2 anos de garantia.</p><a ${V} href="/produtos" class="btn">Conheça os modelos</a><a ${V} href="/onde-comprar" class="btn-outline">Onde comprar</a></section><section ${V} class="badges"><span ${V}>Compatível com Alexa e Google Assistente</span><span ${V}>Certificação INMETRO</span><span ${V}>Instalação por rede credenciada</span></section><section ${V} class="models"><article ${V}><h2 ${V}>Lume Slim</h2><p ${V}>Para portas de apartamento, a partir de R$ 1.299</p></article><article ${V}><h2 ${V}>Lume Pro</h2><p ${V}>Com câmera e campainha, a partir de R$ 2.199</p></article></section>`,
        data: { home: { destaques: ['lume-slim', 'lume-pro'] } },
      }),
    },
    '/onde-comprar': {
      html: shell({
        title: 'Onde comprar | Lume Fechaduras',
        description: 'Encontre uma revenda autorizada Lume ou compre nas lojas online oficiais.',
        path: '/onde-comprar',
        body: `<section ${V} class="page-head"><h1 ${V}>Onde comprar</h1><p ${V}>Compre Lume com garantia de fábrica em uma revenda autorizada ou nas nossas lojas oficiais nos marketplaces.</p></section><section ${V} class="locator"><h2 ${V}>Revendas autorizadas</h2><label ${V} for="uf">Estado</label><select ${V} id="uf"><option ${V} value="SP" selected>São Paulo</option><option ${V} value="RJ">Rio de Janeiro</option><option ${V} value="MG">Minas Gerais</option><option ${V} value="PR">Paraná</option><option ${V} value="SC">Santa Catarina</option><option ${V} value="RS">Rio Grande do Sul</option></select><ul ${V} class="store-list">${revendas
          .filter((r) => r.uf === 'SP')
          .map(revendaCard)
          .join('')}</ul></section><section ${V} class="online"><h2 ${V}>Lojas online oficiais</h2><div ${V} class="logo-grid">${lojasOnline
          .map(
            (l) =>
              `<a ${V} href="${l.url}" target="_blank" rel="noopener"><img ${V} src="${l.logo}" alt="Loja oficial Lume no ${l.nome}" width="140" height="48" loading="lazy"></a>`,
          )
          .join(
            '',
          )}</div><p ${V} class="warning">Atenção: produtos vendidos por terceiros fora destas lojas não têm garantia Lume.</p></section>`,
        data: { 'onde-comprar': { revendas, lojasOnline, atualizadoEm: '2024-04-02' } },
      }),
    },
    '/instaladores': {
      html: shell({
        title: 'Instaladores credenciados | Lume Fechaduras',
        description: 'Rede de instaladores credenciados e treinados pela Lume.',
        path: '/instaladores',
        body: `<section ${V} class="page-head"><h1 ${V}>Instaladores credenciados</h1><p ${V}>Nossa rede de instaladores foi treinada na fábrica e garante a instalação correta da sua fechadura. Agende diretamente com o profissional.</p></section><section ${V} class="installers"><div ${V} class="installer"><h3 ${V}>Instala Fácil Serviços</h3><p ${V}>São Paulo e ABC · <a ${V} href="https://instalafacil.srv.br/" target="_blank" rel="noopener">instalafacil.srv.br</a></p></div><div ${V} class="installer"><h3 ${V}>Marcenaria Kuster</h3><p ${V}>Joinville e região · <a ${V} href="https://www.kustermarcenaria.com.br/fechaduras" target="_blank" rel="noopener">Site</a></p></div><div ${V} class="installer"><h3 ${V}>Rafael Chaveiro</h3><p ${V}>Belo Horizonte · <a ${V} href="https://wa.me/5531988776655" target="_blank" rel="noopener">WhatsApp</a> · <a ${V} href="https://www.instagram.com/rafaelchaveiro.bh/" target="_blank" rel="noopener">@rafaelchaveiro.bh</a></p></div><div ${V} class="installer"><h3 ${V}>SmartPorta Instalações</h3><p ${V}>Rio de Janeiro · <a ${V} href="https://wa.me/5521977665544" target="_blank" rel="noopener">WhatsApp</a></p></div></section><p ${V}>Quer fazer parte da rede? <a ${V} href="/instaladores/cadastro">Cadastre-se</a>.</p>`,
        data: { instaladores: { total: 4 } },
      }),
    },
    '/sobre': {
      html: shell({
        title: 'Sobre a Lume',
        description: 'A história da Lume Fechaduras Digitais.',
        path: '/sobre',
        body: `<section ${V} class="page-head"><h1 ${V}>Sobre a Lume</h1></section><section ${V} class="content"><p ${V}>Fundada em 2019 por dois engenheiros de Joinville, a Lume projeta e monta suas fechaduras no Brasil.</p><p ${V}>Em 2023 fomos selecionados para o programa Scale-Up da <a ${V} href="https://endeavor.org.br/" target="_blank" rel="noopener">Endeavor Brasil</a>.</p><p ${V}>O modelo Lume Pro recebeu o <a ${V} href="https://ifdesign.com/en/winner-ranking/project/lume-pro/512345" target="_blank" rel="noopener">iF Design Award 2024</a>.</p></section>`,
        data: { sobre: {} },
      }),
    },
    '/imprensa': {
      html: shell({
        title: 'Imprensa | Lume',
        description: 'A Lume na mídia.',
        path: '/imprensa',
        body: `<section ${V} class="page-head"><h1 ${V}>Lume na mídia</h1></section><ul ${V} class="press"><li ${V}><a ${V} href="https://exame.com/negocios/startup-de-joinville-fechaduras-digitais/" target="_blank" rel="noopener">Exame: startup de Joinville quer popularizar a fechadura digital</a></li><li ${V}><a ${V} href="https://www.tecmundo.com.br/review/281234-review-lume-pro.htm" target="_blank" rel="noopener">TecMundo: review da Lume Pro</a></li></ul>`,
        data: { imprensa: {} },
      }),
    },
    '/blog/fechadura-digital-condominio': {
      html: shell({
        title: 'Fechadura digital em condomínio: o que pode? | Blog Lume',
        description: 'Regras de condomínio e instalação de fechadura digital.',
        path: '/blog/fechadura-digital-condominio',
        body: `<article ${V} class="post"><h1 ${V}>Fechadura digital em condomínio: o que pode?</h1><p ${V}>Muitos condomínios já usam portaria remota e controle de acesso de marcas como <a ${V} href="https://www.intelbras.com/pt-br/" target="_blank" rel="noopener">Intelbras</a>. Para a porta do apartamento, a regra costuma ser a mesma de qualquer fechadura: não alterar a fachada.</p><p ${V}>Consulte sempre a convenção do seu condomínio antes da instalação.</p></article>`,
        data: { post: { slug: 'fechadura-digital-condominio' } },
      }),
    },
    '/trabalhe-conosco': {
      html: shell({
        title: 'Trabalhe conosco | Lume',
        description: 'Vagas na Lume.',
        path: '/trabalhe-conosco',
        body: `<section ${V} class="page-head"><h1 ${V}>Trabalhe conosco</h1><p ${V}>Veja nossas vagas abertas na <a ${V} href="https://lumefechaduras.gupy.io/" target="_blank" rel="noopener">página de carreiras</a>.</p></section>`,
        data: { vagas: {} },
      }),
    },
  },
  sitemap: ['/', '/onde-comprar', '/instaladores', '/sobre', '/imprensa', '/blog/fechadura-digital-condominio', '/trabalhe-conosco'],
  technologies: [
    'nuxt-js',
    'vue-js',
    'pinia',
    'amazon-cloudfront',
    'amazon-web-services',
    'google-analytics',
    'google-tag-manager',
    'rd-station',
    'whatsapp-business-chat',
    'open-graph',
  ],
  partners: {
    'casadasfechaduras.com.br': 'channel',
    'chavesecia.com.br': 'channel',
    'telhanorte.com.br': 'channel',
    'segurancatotalhome.com.br': 'channel',
    'ferragenshorizonte.com.br': 'channel',
    'smartcasacuritiba.com.br': 'channel',
    'domoticasul.com.br': 'channel',
    'mercadolivre.com.br': 'channel',
    'amazon.com.br': 'channel',
    'magazineluiza.com.br': 'channel',
    'leroymerlin.com.br': 'channel',
    'instalafacil.srv.br': 'channel',
    'kustermarcenaria.com.br': 'channel',
  },
};
