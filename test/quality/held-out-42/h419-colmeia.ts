import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  server: 'Framer/7c1e9b2',
  'cache-control': 'max-age=0, must-revalidate',
  'content-language': 'pt-PT',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string, path: string) => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<meta name="generator" content="Framer 1f0e3c2">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="framer-search-index" content="https://framerusercontent.com/sites/6xQpL2rT9mVz/searchIndex-Hk2mP0.json">
<link rel="icon" href="https://framerusercontent.com/images/Qm1xv0PbYkJ2w3n4.png">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://framerusercontent.com/images/8sLkQ2wA1nB3v5c7.jpg">
<link rel="canonical" href="https://colmeiainvest.pt${path}">
<meta name="robots" content="max-image-preview:large">
<style data-framer-font-css>@font-face { font-family: "Inter"; src: url("https://framerusercontent.com/assets/5vvr9Vy74if2I6bQbJvbw7SY1pQ.woff2"); font-display: swap; }</style>
<style data-framer-css-ssr-minified data-framer-components="framer-Hdr2k framer-Ftr8q">html,body,#main{margin:0;padding:0;box-sizing:border-box}.framer-Hdr2k{display:flex;gap:24px}.framer-Ftr8q{background:#1b1a17;color:#f6efe2}</style>
<script defer data-domain="colmeiainvest.pt" src="https://plausible.io/js/plausible.js"></script>
</head>`;

const nav = `<nav class="framer-Hdr2k framer-v-1q9xk3" data-framer-name="Desktop" aria-label="Principal">
<a class="framer-1lq2w3e" data-framer-name="Logo" href="./"><img src="https://framerusercontent.com/images/Zk4mL9pQ2rS7t1v3.svg" alt="Colmeia" width="132" height="30"></a>
<a class="framer-text framer-styles-preset-1wicq5s" href="./campanhas">Campanhas</a>
<a class="framer-text framer-styles-preset-1wicq5s" href="./como-funciona">Como funciona</a>
<a class="framer-text framer-styles-preset-1wicq5s" href="./parceiros">Parceiros</a>
<a class="framer-text framer-styles-preset-1wicq5s" href="./sobre">Sobre nós</a>
<a class="framer-1c9x2lo" href="https://app.colmeiainvest.pt/entrar">Entrar</a>
</nav>`;

const footer = `<footer class="framer-Ftr8q framer-v-8k2p1z" data-framer-name="Footer">
<div class="framer-1r2t3y4"><p class="framer-text">Colmeia Invest – Plataforma de Financiamento Colaborativo, S.A. · NIPC 516 884 210 · Rua de Santa Catarina 312, 4000-443 Porto</p>
<p class="framer-text">Prestador de serviços de financiamento colaborativo autorizado pela <a class="framer-text" href="https://www.cmvm.pt/pt/Registos/ECSP/Pages/default.aspx">Comissão do Mercado de Valores Mobiliários (CMVM)</a> ao abrigo do Regulamento (UE) 2020/1503. Investir envolve riscos, incluindo a perda total do capital investido.</p></div>
<div class="framer-9t8r7e"><a class="framer-text" href="./parceiros">Parceiros</a> · <a class="framer-text" href="./sobre">Sobre nós</a> · <a class="framer-text" href="./termos">Termos</a> · <a class="framer-text" href="./privacidade">Privacidade</a> · <a class="framer-text" href="./reclamacoes">Livro de reclamações</a></div>
<div class="framer-5h6j7k"><a href="https://www.instagram.com/colmeiainvest/" aria-label="Instagram">Instagram</a> <a href="https://www.linkedin.com/company/colmeia-invest/" aria-label="LinkedIn">LinkedIn</a></div>
</footer>`;

const doc = (title: string, description: string, path: string, content: string) => `<!doctype html>
<html lang="pt-PT">
${head(title, description, path)}
<body>
<div id="main" data-framer-hydrate-v2='{"routeId":"augiA20Il","localeId":"default","breakpoints":[{"hash":"72rtr7","mediaQuery":"(min-width: 1200px)"},{"hash":"1g9xh2k","mediaQuery":"(max-width: 809px)"}]}' data-framer-ssr-released-at="2025-04-02T10:21:44.812Z" data-framer-page-optimized-at="2025-04-02T10:40:11.077Z">
<div class="framer-Hk3sT framer-72rtr7" data-framer-root="">
${nav}
${content}
${footer}
</div>
</div>
<script type="module" async data-framer-bundle="main" fetchpriority="low" src="https://framerusercontent.com/sites/6xQpL2rT9mVz/script_main.Bq1nL0sK.mjs"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'colmeiainvest.pt',
  covers:
    'Portuguese equity/loan crowdfunding platform on Framer (Plausible); parceiros page with typed Framer sections (payment institution and identity vendor = technology, incubators/accelerators and financial advisers that refer projects or investors = channel, institutional partner = generic) next to a separate sponsors block for the platform’s summit; negatives: CMVM/ECSP licence, Banco de Portugal, investors, press, funded campaigns with links, social, web-app subdomain, Framer asset host',
  pages: {
    '/': {
      headers,
      html: doc(
        'Colmeia — Invista em empresas portuguesas a partir de 100 €',
        'Plataforma de financiamento colaborativo autorizada pela CMVM. Invista em PME e startups portuguesas por capital ou empréstimo.',
        '/',
        `<main class="framer-1a2b3c4" data-framer-name="Home">
<section class="framer-h3r0s1">
<h1 class="framer-text framer-styles-preset-h1">Invista no que se faz cá.</h1>
<p class="framer-text">Empréstimos e capital em PME e startups portuguesas, a partir de 100 €. Todas as campanhas são analisadas pela nossa equipa de crédito.</p>
<a class="framer-2p9xq1" href="https://app.colmeiainvest.pt/registo">Criar conta gratuita</a>
</section>
<section class="framer-n8m7b6" data-framer-name="Numeros">
<p class="framer-text">14,2 M€ financiados · 86 campanhas · 9.400 investidores</p>
</section>
<section class="framer-p1o2i3" data-framer-name="Imprensa">
<h2 class="framer-text">Na imprensa</h2>
<a href="https://www.jornaldeinvestimento.pt/fintech/colmeia-ultrapassa-14-milhoes" class="framer-q0w9e8"><img src="https://framerusercontent.com/images/Jn1kQ4.png" alt="Jornal de Investimento"></a>
<a href="https://www.portugalstartupnews.com/colmeia-crowdfunding-porto" class="framer-q0w9e8"><img src="https://framerusercontent.com/images/Ps7tR2.png" alt="Portugal Startup News"></a>
</section>
<section class="framer-z5x4c3" data-framer-name="Parceiros teaser">
<p class="framer-text">Pagamentos e custódia de fundos assegurados pela <a class="framer-text" href="https://www.pagaris.eu/">Pagaris</a>, instituição de pagamento autorizada pelo <a class="framer-text" href="https://www.bportugal.pt/">Banco de Portugal</a>. <a class="framer-text" href="./parceiros">Conheça todos os parceiros</a>.</p>
</section>
</main>`,
      ),
    },
    '/parceiros': {
      headers,
      html: doc(
        'Parceiros | Colmeia',
        'As entidades que tornam a Colmeia possível: pagamentos, identidade, incubadoras e consultores.',
        '/parceiros',
        `<main class="framer-7y6t5r" data-framer-name="Parceiros">
<h1 class="framer-text framer-styles-preset-h1">Parceiros</h1>
<p class="framer-text">A Colmeia trabalha com parceiros especializados em cada etapa: da origem dos projetos ao pagamento dos juros.</p>

<section class="framer-s1d2f3" data-framer-name="Tecnologia">
<h2 class="framer-text">Infraestrutura e tecnologia</h2>
<div class="framer-g4h5j6">
<a class="framer-k7l8z9" href="https://www.pagaris.eu/" target="_blank" rel="noopener" data-framer-name="Card Pagaris"><img src="https://framerusercontent.com/images/Pg4r1s.svg" alt="Pagaris"><p class="framer-text">Instituição de pagamento que processa os investimentos e mantém os fundos dos investidores em contas segregadas.</p></a>
<a class="framer-k7l8z9" href="https://idverso.com/pt" target="_blank" rel="noopener" data-framer-name="Card Idverso"><img src="https://framerusercontent.com/images/Id5v3r.svg" alt="Idverso"><p class="framer-text">Verificação de identidade por vídeo e Chave Móvel Digital no registo de investidores.</p></a>
</div>
</section>

<section class="framer-x1c2v3" data-framer-name="Origem">
<h2 class="framer-text">Parceiros de origem de projetos</h2>
<p class="framer-text">Incubadoras, aceleradoras e consultores que nos apresentam empresas prontas para se financiarem, ou que recomendam as campanhas aos seus clientes investidores. Recebem uma comissão de angariação.</p>
<div class="framer-b4n5m6">
<a class="framer-k7l8z9" href="https://aceleradoratejo.pt/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/Tj8o2x.svg" alt="Aceleradora Tejo"></a>
<a class="framer-k7l8z9" href="https://www.nortecriativo.pt/incubadora" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/Nc3r1v.svg" alt="Norte Criativo — Incubadora"></a>
<a class="framer-k7l8z9" href="https://atlanticoadvisors.pt/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/At1a0d.svg" alt="Atlântico Advisors"></a>
</div>
</section>

<section class="framer-q7w8e9" data-framer-name="Institucionais">
<h2 class="framer-text">Parceiros institucionais</h2>
<p class="framer-text"><a class="framer-text" href="https://www.fundacaomaraberto.pt/">Fundação Mar Aberto</a></p>
</section>

<section class="framer-r0t9y8" data-framer-name="Patrocinadores">
<h2 class="framer-text">Patrocinadores do Colmeia Summit 2025</h2>
<p class="framer-text">O nosso encontro anual de investidores e empreendedores é possível graças a:</p>
<div class="framer-u1i2o3">
<a href="https://www.bancoatlantida.pt/empresas" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/Ba7t1d.svg" alt="Banco Atlântida"></a>
<a href="https://costareis.pt/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/Cr2e1s.svg" alt="Costa &amp; Reis Advogados"></a>
</div>
</section>
</main>`,
      ),
    },
    '/campanhas': {
      headers,
      html: doc(
        'Campanhas | Colmeia',
        'Campanhas abertas e financiadas na Colmeia.',
        '/campanhas',
        `<main class="framer-c1v2b3" data-framer-name="Campanhas">
<h1 class="framer-text">Campanhas financiadas</h1>
<div class="framer-m4n5b6">
<article class="framer-l1k2j3"><h3 class="framer-text">Conservas Marés do Norte</h3><p class="framer-text">Empréstimo · 350.000 € · 7,5% TAN · financiada em 4 dias</p><a class="framer-text" href="https://www.maresdonorte.pt/">maresdonorte.pt</a></article>
<article class="framer-l1k2j3"><h3 class="framer-text">Quinta do Vale Escuro</h3><p class="framer-text">Capital · 420.000 € · enoturismo no Douro</p><a class="framer-text" href="https://quintavaleescuro.pt/">quintavaleescuro.pt</a></article>
<article class="framer-l1k2j3"><h3 class="framer-text">Biciclo Mobility</h3><p class="framer-text">Empréstimo convertível · 200.000 €</p><a class="framer-text" href="https://biciclo.pt/">biciclo.pt</a></article>
</div>
</main>`,
      ),
    },
    '/sobre': {
      headers,
      html: doc(
        'Sobre nós | Colmeia',
        'A equipa e os investidores da Colmeia.',
        '/sobre',
        `<main class="framer-a9s8d7" data-framer-name="Sobre">
<h1 class="framer-text">Sobre a Colmeia</h1>
<p class="framer-text">Fundada no Porto em 2019 por antigos analistas de crédito, a Colmeia foi das primeiras plataformas portuguesas a obter a licença europeia ECSP junto da CMVM.</p>
<h2 class="framer-text">Investidores</h2>
<p class="framer-text">A Colmeia é participada pela <a class="framer-text" href="https://farocapital.pt/">Faro Capital</a> e por mais de 300 investidores da própria comunidade.</p>
<h2 class="framer-text">Junte-se à equipa</h2>
<p class="framer-text">Vagas em <a class="framer-text" href="https://www.net-empregos.com/empresa/colmeia-invest">Net-Empregos</a>.</p>
</main>`,
      ),
    },
  },
  sitemap: ['/', '/parceiros', '/campanhas', '/sobre'],
  technologies: ['framer-sites', 'react', 'plausible', 'open-graph', 'priority-hints'],
  partners: {
    'pagaris.eu': 'technology',
    'idverso.com': 'technology',
    'aceleradoratejo.pt': 'channel',
    'nortecriativo.pt': 'channel',
    'atlanticoadvisors.pt': 'channel',
    'fundacaomaraberto.pt': 'generic',
  },
};
