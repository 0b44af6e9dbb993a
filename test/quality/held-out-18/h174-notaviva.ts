import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-cache',
  'content-language': 'pt-br',
};

const menu: [string, string, number][] = [
  ['/', 'Início', 101],
  ['/solucoes/notaviva-nfe', 'Notaviva NF-e', 102],
  ['/solucoes/notaviva-sped', 'Notaviva SPED', 103],
  ['/parceiros-de-implantacao', 'Parceiros', 104],
  ['/clientes', 'Clientes', 105],
  ['/sobre-nos', 'Sobre nós', 106],
  ['/blog', 'Blog', 107],
  ['/contato', 'Contato', 108],
];

const page = (path: string, title: string, itemid: number, view: string, content: string) => `<!DOCTYPE html>
<html lang="pt-br" dir="ltr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="Add-ons fiscais para SAP Business One e TOTVS Protheus: NF-e, NFS-e, SPED e Reforma Tributária.">
    <meta name="generator" content="Joomla! - Open Source Content Management">
    <title>${title} - Notaviva Sistemas</title>
    <link href="/media/system/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
    <link href="/templates/notaviva/images/favicon.ico" rel="alternate icon" type="image/vnd.microsoft.icon">
    <link href="https://notaviva.com.br${path}" rel="canonical">
    <link href="/media/vendor/bootstrap/css/bootstrap.min.css?5.3.2" rel="stylesheet">
    <link href="/media/templates/site/cassiopeia/css/template.min.css?c71a4fb0b4" rel="stylesheet">
    <link href="/media/templates/site/cassiopeia_notaviva/css/user.css?c71a4fb0b4" rel="stylesheet">
    <link href="/media/vendor/fontawesome-free/css/fontawesome.min.css?6.5.1" rel="stylesheet">
    <link href="/components/com_sppagebuilder/assets/css/sppagebuilder.css?3e7c1d2f9b" rel="stylesheet">
    <link href="https://fonts.googleapis.com/css2?family=Inter:wght@400;600;800&display=swap" rel="stylesheet">
    <script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Erro","MESSAGE":"Mensagem","NOTICE":"Aviso","WARNING":"Alerta"},"system.paths":{"root":"","rootFull":"https:\\/\\/notaviva.com.br\\/","base":"","baseFull":"https:\\/\\/notaviva.com.br\\/"},"csrf.token":"5f0b3c8e2d1a4f6b9c7e0a2d4f6b8c0e"}</script>
    <script src="/media/system/js/core.min.js?2cb912"></script>
    <script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
    <script src="/media/legacy/js/jquery-noconflict.min.js?647005fc12b79b3ca2bb30c059899d5994e3e34d"></script>
    <script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
    <script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
    <script src="/components/com_sppagebuilder/assets/js/sppagebuilder.js?3e7c1d2f9b" defer></script>
    <script src="/media/templates/site/cassiopeia/js/template.min.js?c71a4fb0b4" defer></script>
    <!-- Global site tag (gtag.js) - Google Analytics -->
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-8QZ3M1R7VX"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-8QZ3M1R7VX');
    </script>
</head>
<body class="site com_${view === 'sppagebuilder' ? 'sppagebuilder' : 'content'} wrapper-static view-${view} no-layout no-task itemid-${itemid} has-sidebar-right">
    <header class="header container-header full-width">
        <div class="container-topbar">
            <div class="moduletable "><div class="mod-custom custom banner-overlay" id="mod-custom112"><p><i class="fa-brands fa-whatsapp"></i> <a href="https://wa.me/5511940028922">(11) 94002-8922</a> &nbsp;|&nbsp; <a href="https://suporte.notaviva.com.br">Portal do cliente</a> &nbsp;|&nbsp; <a href="/seja-um-parceiro">Seja um parceiro</a></p></div></div>
        </div>
        <div class="grid-child">
            <div class="navbar-brand">
                <a class="brand-logo" href="/"><img loading="eager" decoding="async" src="https://notaviva.com.br/images/logo/notaviva-logo.svg" alt="Notaviva Sistemas" width="180" height="44"></a>
            </div>
        </div>
        <div class="grid-child container-nav">
            <nav class="navbar navbar-expand-lg" aria-label="Menu principal">
                <button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Alternar navegação"><span class="icon-menu" aria-hidden="true"></span></button>
                <div class="collapse navbar-collapse" id="navbar1">
                    <ul class="mod-menu mod-list nav ">
${menu.map(([href, label, id]) => `                        <li class="nav-item item-${id}${id === itemid ? ' current active' : ''}"><a href="${href}"${id === itemid ? ' aria-current="page"' : ''}>${label}</a></li>`).join('\n')}
                    </ul>
                </div>
            </nav>
        </div>
    </header>
    <div class="site-grid">
        <div class="grid-child container-component">
            <main>
${content}
            </main>
        </div>
    </div>
    <footer class="container-footer footer full-width">
        <div class="grid-child">
            <div class="moduletable "><div id="mod-custom120" class="mod-custom custom">
                <div class="row">
                    <div class="col-md-4">
                        <p><img src="https://notaviva.com.br/images/logo/notaviva-logo-branco.svg" alt="Notaviva" width="140"></p>
                        <p>Notaviva Sistemas Ltda. &middot; CNPJ 28.417.903/0001-65<br>Av. Paulista, 1842, conj. 155 &middot; Bela Vista &middot; São Paulo/SP &middot; 01310-200</p>
                    </div>
                    <div class="col-md-4">
                        <ul class="list-unstyled">
                            <li><a href="/solucoes/notaviva-nfe">Notaviva NF-e</a></li>
                            <li><a href="/solucoes/notaviva-sped">Notaviva SPED</a></li>
                            <li><a href="/parceiros">Parceiros de implantação</a></li>
                            <li><a href="/trabalhe-conosco">Trabalhe conosco</a></li>
                            <li><a href="/politica-de-privacidade">Política de privacidade (LGPD)</a></li>
                        </ul>
                    </div>
                    <div class="col-md-4">
                        <p>Siga a Notaviva</p>
                        <p class="social">
                            <a href="https://www.linkedin.com/company/notaviva-sistemas" aria-label="LinkedIn"><i class="fa-brands fa-linkedin"></i></a>
                            <a href="https://www.instagram.com/notavivasistemas/" aria-label="Instagram"><i class="fa-brands fa-instagram"></i></a>
                            <a href="https://www.youtube.com/@notaviva" aria-label="YouTube"><i class="fa-brands fa-youtube"></i></a>
                        </p>
                        <form class="newsletter" action="/index.php?option=com_acym&amp;ctrl=frontusers&amp;task=subscribe" method="post"><label for="nl-email">Receba novidades fiscais</label><input id="nl-email" type="email" name="user[email]" placeholder="seu@email.com.br"><button class="btn btn-primary" type="submit">Assinar</button></form>
                    </div>
                </div>
                <p class="copyright">&copy; 2024 Notaviva Sistemas. Desenvolvido por <a href="https://cajuweb.com.br" target="_blank" rel="noopener">Caju Web</a>.</p>
            </div></div>
        </div>
    </footer>
    <div id="cookie-consent" class="cookie-bar" role="dialog" aria-live="polite">Usamos cookies para melhorar sua experiência, conforme nossa <a href="/politica-de-privacidade">Política de Privacidade</a>. <button class="btn btn-sm btn-light" type="button">Aceitar</button></div>
    <script type="text/javascript" async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/3f2b1c9a-8d4e-4a7f-9c21-5e6d7f8a9b0c-loader.js"></script>
</body>
</html>`;

const article = (
  title: string,
  body: string,
) => `                <div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
                    <meta itemprop="inLanguage" content="pt-BR">
                    <div class="page-header"><h1 itemprop="headline">${title}</h1></div>
                    <div itemprop="articleBody" class="com-content-article__body">
${body}
                    </div>
                </div>`;

const spRow = (
  inner: string,
  cls = '',
) => `                <section class="sppb-section ${cls}"><div class="sppb-row-container"><div class="sppb-row">
${inner}
                </div></div></section>`;

const spCol = (
  w: number,
  inner: string,
) => `                    <div class="sppb-col-md-${w}"><div class="sppb-column"><div class="sppb-column-addons">
${inner}
                    </div></div></div>`;

const home = page(
  '/',
  'Add-ons fiscais para SAP Business One e TOTVS',
  101,
  'sppagebuilder',
  `<div id="sp-page-builder" class="sp-page-builder  page-1">
<div class="page-content">
${spRow(
  spCol(
    12,
    `<div class="sppb-addon sppb-addon-header"><h1 class="sppb-addon-title">Seu ERP em dia com o Fisco, sem customização</h1></div>
<div class="sppb-addon sppb-addon-text-block"><div class="sppb-addon-content"><p>Os add-ons Notaviva emitem NF-e, NFC-e, CT-e e NFS-e, geram o SPED Fiscal e Contribuições e já estão prontos para a Reforma Tributária (CBS e IBS). Mais de 900 empresas em 23 estados usam a Notaviva dentro do SAP Business One e do TOTVS Protheus.</p></div></div>
<div class="sppb-addon sppb-addon-button"><a href="/contato" class="sppb-btn sppb-btn-primary sppb-btn-lg">Agende uma demonstração</a> <a href="/parceiros-de-implantacao" class="sppb-btn sppb-btn-default sppb-btn-lg">Encontre um parceiro</a></div>`,
  ),
  'hero',
)}
${spRow(
  [
    spCol(
      4,
      '<div class="sppb-addon sppb-addon-feature"><h3>Notaviva NF-e</h3><p>Emissão e recepção de documentos fiscais eletrônicos integrada ao fluxo de vendas e compras do ERP.</p><a href="/solucoes/notaviva-nfe">Saiba mais</a></div>',
    ),
    spCol(
      4,
      '<div class="sppb-addon sppb-addon-feature"><h3>Notaviva SPED</h3><p>EFD ICMS/IPI, EFD-Contribuições e Reinf gerados direto dos lançamentos, com validação antes do PVA.</p><a href="/solucoes/notaviva-sped">Saiba mais</a></div>',
    ),
    spCol(
      4,
      '<div class="sppb-addon sppb-addon-feature"><h3>Reforma Tributária</h3><p>Simulação de CBS e IBS por item e período de transição configurado, atualizados a cada nova regulamentação.</p><a href="/blog">Acompanhe no blog</a></div>',
    ),
  ].join('\n'),
)}
${spRow(
  spCol(
    12,
    `<div class="sppb-addon sppb-addon-clients"><h2 class="sppb-addon-title">Empresas que confiam na Notaviva</h2>
<div class="sppb-addon-content sppb-row">
<div class="sppb-col-sm-2"><img src="https://notaviva.com.br/images/clientes/laticinios-boa-serra.png" alt="Laticínios Boa Serra" loading="lazy"></div>
<div class="sppb-col-sm-2"><img src="https://notaviva.com.br/images/clientes/grupo-itaparica-atacado.png" alt="Grupo Itaparica Atacado" loading="lazy"></div>
<div class="sppb-col-sm-2"><img src="https://notaviva.com.br/images/clientes/metalurgica-vale-do-sinos.png" alt="Metalúrgica Vale do Sinos" loading="lazy"></div>
<div class="sppb-col-sm-2"><img src="https://notaviva.com.br/images/clientes/farmacias-sao-bento.png" alt="Farmácias São Bento" loading="lazy"></div>
<div class="sppb-col-sm-2"><img src="https://notaviva.com.br/images/clientes/cooperativa-agro-cerrado.png" alt="Cooperativa Agro Cerrado" loading="lazy"></div>
</div></div>`,
  ),
)}
${spRow(
  [
    spCol(
      6,
      '<div class="sppb-addon sppb-addon-testimonial"><blockquote><p>"Implantamos o Notaviva NF-e em 12 filiais em três semanas, sem parar o faturamento."</p><footer>Renata Okamoto, Controller, Laticínios Boa Serra</footer></blockquote></div>',
    ),
    spCol(
      6,
      '<div class="sppb-addon sppb-addon-text-block"><h3>Implantação com quem entende do seu ERP</h3><p>Nossos <a href="/parceiros-de-implantacao">parceiros de implantação</a> em todo o Brasil e em Portugal são consultorias SAP Business One e TOTVS certificadas pela Notaviva.</p></div>',
    ),
  ].join('\n'),
)}
${spRow(spCol(12, '<div class="sppb-addon sppb-addon-text-block"><p class="small">Projeto apoiado pelo programa <a href="https://fapesp.br/pipe" target="_blank" rel="noopener">FAPESP PIPE</a> – Pesquisa Inovativa em Pequenas Empresas.</p></div>'))}
</div>
</div>`,
);

const nfe = page(
  '/solucoes/notaviva-nfe',
  'Notaviva NF-e',
  102,
  'article',
  article(
    'Notaviva NF-e',
    `<p>Emita NF-e, NFC-e, CT-e e NFS-e (padrão nacional e mais de 1.200 municípios) sem sair do SAP Business One ou do TOTVS Protheus.</p>
<h2>Recursos</h2>
<ul>
  <li>Emissão em lote, contingência SVC e EPEC automática</li>
  <li>Manifestação do destinatário e download de XML de compras</li>
  <li>Cálculo de ICMS-ST, DIFAL e FCP por regra</li>
  <li>DANFE personalizável e envio por e-mail ao cliente</li>
  <li>Assinatura com certificado A1 ou A3</li>
</ul>
<h2>Compatibilidade</h2>
<table class="table table-striped"><thead><tr><th>ERP</th><th>Versões</th></tr></thead><tbody><tr><td>SAP Business One</td><td>10.0 FP2208 ou superior, SQL Server e HANA</td></tr><tr><td>TOTVS Protheus</td><td>12.1.2210 ou superior</td></tr></tbody></table>
<p>Consulte o <a href="https://suporte.notaviva.com.br/kb/requisitos-nfe">guia de requisitos</a> na base de conhecimento.</p>`,
  ),
);

const sped = page(
  '/solucoes/notaviva-sped',
  'Notaviva SPED',
  103,
  'article',
  article(
    'Notaviva SPED',
    `<p>Gere EFD ICMS/IPI, EFD-Contribuições, EFD-Reinf e ECD a partir dos lançamentos do ERP, com auditoria de inconsistências antes da transmissão.</p>
<h2>Por que Notaviva SPED</h2>
<ul><li>Mais de 400 regras de validação próprias</li><li>Comparativo XML x escrituração</li><li>Agenda de obrigações por estabelecimento</li><li>Atualização garantida a cada novo leiaute</li></ul>
<p>Disponível em assinatura mensal por CNPJ. <a href="/contato">Solicite uma proposta</a>.</p>`,
  ),
);

const partner = (
  name: string,
  city: string,
  erp: string,
  href: string | null,
  label = 'Visitar site',
) => `<div class="sppb-col-md-4"><div class="sppb-addon sppb-addon-feature parceiro-card">
  <h4 class="sppb-feature-box-title">${name}</h4>
  <p class="parceiro-cidade"><i class="fa-solid fa-location-dot"></i> ${city}</p>
  <p class="parceiro-erp">${erp}</p>
  ${href ? `<a href="${href}" class="sppb-btn sppb-btn-link" target="_blank" rel="noopener">${label} <i class="fa-solid fa-arrow-up-right-from-square"></i></a>` : '<span class="parceiro-sem-site">Contato pela Notaviva: parceiros@notaviva.com.br</span>'}
</div></div>`;

const parceiros = page(
  '/parceiros-de-implantacao',
  'Parceiros de implantação',
  104,
  'sppagebuilder',
  `<div id="sp-page-builder" class="sp-page-builder  page-4">
<div class="page-content">
${spRow(
  spCol(
    12,
    `<div class="sppb-addon sppb-addon-header"><h1 class="sppb-addon-title">Parceiros de implantação</h1></div>
<div class="sppb-addon sppb-addon-text-block"><p>A implantação dos add-ons Notaviva é feita por consultorias certificadas, que conhecem o seu ERP e a legislação do seu estado. Escolha o parceiro mais próximo:</p></div>`,
  ),
)}
<div class="sppb-section parceiros-por-estado">
<h2>São Paulo</h2>
<div class="sppb-row">
${partner('Vértice Consultoria ERP', 'São Paulo/SP', 'SAP Business One &middot; Parceiro Ouro', 'https://www.verticeerp.com.br/')}
${partner('Campinas Business Solutions', 'Campinas/SP', 'TOTVS Protheus &middot; Parceiro Prata', 'https://cbsolutions.net.br')}
</div>
<h2>Paraná e Santa Catarina</h2>
<div class="sppb-row">
${partner('Araucária Sistemas', 'Curitiba/PR', 'TOTVS Protheus &middot; Parceiro Ouro', 'https://araucariasistemas.com.br')}
</div>
<h2>Rio Grande do Sul</h2>
<div class="sppb-row">
${partner('Serra Gaúcha Consultoria', 'Caxias do Sul/RS', 'SAP Business One &middot; Parceiro Prata', 'https://www.serragaucha-consult.com.br/erp')}
</div>
<h2>Bahia e Nordeste</h2>
<div class="sppb-row">
${partner('Maré Alta Tecnologia', 'Salvador/BA', 'SAP Business One e TOTVS', 'https://marealta.net.br/')}
</div>
<h2>Centro-Oeste</h2>
<div class="sppb-row">
${partner('Cerrado Digital Consultoria', 'Goiânia/GO', 'TOTVS Protheus &middot; Parceiro Prata', 'https://cerradodigital.com.br')}
</div>
<h2>Minas Gerais</h2>
<div class="sppb-row">
${partner('Uai Gestão Empresarial', 'Belo Horizonte/MG', 'SAP Business One &middot; Em certificação', null)}
</div>
<h2>Portugal</h2>
<div class="sppb-row">
${partner('Lusoerp Consultoria', 'Porto', 'SAP Business One para filiais brasileiras de grupos portugueses', 'https://www.lusoerp.pt', 'Visitar site')}
</div>
</div>
${spRow(
  spCol(
    12,
    `<div class="sppb-addon sppb-addon-text-block parceiros-tecnologicos"><h2>Parceiros tecnológicos</h2>
<div class="sppb-row">
<div class="sppb-col-md-4"><a href="https://www.sap.com/brazil/partners.html" target="_blank" rel="noopener"><img src="https://notaviva.com.br/images/parceiros/sap-partneredge-build.png" alt="SAP PartnerEdge Build" width="160" loading="lazy"></a><p>Solução certificada SAP Business One (SAP PartnerEdge – Build).</p></div>
<div class="sppb-col-md-4"><a href="https://www.totvs.com/parceiros/" target="_blank" rel="noopener"><img src="https://notaviva.com.br/images/parceiros/totvs-parceiro-tecnologico.png" alt="Parceiro tecnológico TOTVS" width="160" loading="lazy"></a><p>Add-on homologado no programa de parceiros de tecnologia TOTVS.</p></div>
<div class="sppb-col-md-4"><a href="https://assinafacil.com.br/parceiros/notaviva" target="_blank" rel="noopener"><img src="https://notaviva.com.br/images/parceiros/assinafacil.png" alt="Assinafácil Certificados Digitais" width="160" loading="lazy"></a><p>Certificados digitais A1 e A3 com condição especial para clientes Notaviva.</p></div>
</div></div>`,
  ),
)}
${spRow(spCol(12, '<div class="sppb-addon sppb-addon-cta"><h3>Quer se tornar parceiro?</h3><a href="/seja-um-parceiro" class="sppb-btn sppb-btn-primary">Conheça o programa</a></div>'))}
</div>
</div>`,
);

const sejaParceiro = page(
  '/seja-um-parceiro',
  'Seja um parceiro',
  109,
  'article',
  article(
    'Seja um parceiro Notaviva',
    `<p>Consultorias SAP Business One e TOTVS que querem oferecer compliance fiscal aos seus clientes podem se certificar como parceiras de implantação.</p>
<h2>Benefícios</h2>
<ul><li>Margem de revenda de até 30% na primeira anualidade</li><li>Comissão recorrente de 10%</li><li>Treinamento e certificação gratuitos</li><li>Indicação de leads da sua região</li><li>Ambiente de demonstração permanente</li></ul>
<h2>Requisitos</h2>
<ul><li>Ao menos um consultor certificado Notaviva</li><li>Experiência comprovada em implantação de ERP</li></ul>
<form class="form-parceiro" action="/index.php?option=com_rsform&amp;formId=3" method="post">
  <div class="mb-3"><label class="form-label" for="empresa">Empresa</label><input class="form-control" id="empresa" name="form[empresa]"></div>
  <div class="mb-3"><label class="form-label" for="site">Site</label><input class="form-control" id="site" name="form[site]" placeholder="https://"></div>
  <div class="mb-3"><label class="form-label" for="erp">ERP atendido</label><select class="form-select" id="erp" name="form[erp]"><option>SAP Business One</option><option>TOTVS Protheus</option><option>Ambos</option></select></div>
  <button class="btn btn-primary" type="submit">Enviar candidatura</button>
</form>`,
  ),
);

const clientes = page(
  '/clientes',
  'Clientes',
  105,
  'article',
  article(
    'Cases de clientes',
    `<p>Conheça algumas empresas que usam a Notaviva no dia a dia fiscal.</p>
<div class="row cases">
  <div class="col-md-6"><h3>Laticínios Boa Serra</h3><p>12 filiais em MG e SP, 40 mil NF-e por mês no SAP Business One. Implantação pela Vértice Consultoria ERP.</p><p><a href="https://www.boaserra.com.br" target="_blank" rel="noopener">boaserra.com.br</a></p></div>
  <div class="col-md-6"><h3>Metalúrgica Vale do Sinos</h3><p>SPED e Bloco K integrados ao TOTVS Protheus, com redução de 70% no tempo de fechamento fiscal.</p><p><a href="/blog/case-metalurgica-vale-do-sinos">Leia o case completo</a></p></div>
  <div class="col-md-6"><h3>Farmácias São Bento</h3><p>NFC-e em 85 lojas com contingência offline.</p></div>
  <div class="col-md-6"><h3>Cooperativa Agro Cerrado</h3><p>Notas de produtor rural e CT-e próprio para a frota.</p></div>
</div>
<p class="premio"><img src="https://notaviva.com.br/images/selos/premio-inovacao-contabil-2023.png" alt="Prêmio Inovação Contábil 2023 - finalista" width="120" loading="lazy"> Finalista do <a href="https://premioinovacaocontabil.com.br/2023/finalistas">Prêmio Inovação Contábil 2023</a>.</p>`,
  ),
);

const sobre = page(
  '/sobre-nos',
  'Sobre nós',
  106,
  'article',
  article(
    'Sobre a Notaviva',
    `<p>A Notaviva nasceu em 2017 em São Paulo, fundada por dois ex-consultores fiscais que cansaram de ver empresas pagando customizações caras a cada mudança de leiaute da SEFAZ. Hoje somos 54 pessoas em São Paulo e Curitiba.</p>
<h2>Nossos números</h2>
<ul><li>900+ empresas clientes</li><li>2,3 milhões de documentos fiscais emitidos por mês</li><li>99,95% de disponibilidade em 2023</li></ul>
<h2>Apoio</h2>
<p>Nossa pesquisa em motores de regras tributárias recebeu apoio da <a href="https://fapesp.br/" target="_blank" rel="noopener">FAPESP</a> e da aceleradora <a href="https://www.aceleradora-paulista.com.br" target="_blank" rel="noopener">Aceleradora Paulista</a>.</p>`,
  ),
);

const blog = page(
  '/blog',
  'Blog',
  107,
  'category',
  `<div class="com-content-category-blog blog">
  <h1>Blog Notaviva</h1>
  <div class="com-content-category-blog__items blog-items">
    <div class="blog-item"><h2 class="item-title"><a href="/blog/reforma-tributaria-cronograma-cbs-ibs">Reforma Tributária: cronograma da CBS e do IBS</a></h2><p>O que muda em 2026, 2027 e no período de transição, e como preparar o ERP.</p><dd class="published"><time datetime="2024-07-22">22 de julho de 2024</time></dd></div>
    <div class="blog-item"><h2 class="item-title"><a href="/blog/nfs-e-padrao-nacional">NFS-e padrão nacional: o que sua empresa precisa saber</a></h2><p>Municípios aderentes e prazos. Veja também a <a href="https://www.gov.br/nfse/pt-br" target="_blank" rel="noopener">página oficial da NFS-e</a>.</p><dd class="published"><time datetime="2024-06-10">10 de junho de 2024</time></dd></div>
    <div class="blog-item"><h2 class="item-title"><a href="/blog/case-metalurgica-vale-do-sinos">Case: Metalúrgica Vale do Sinos</a></h2><p>Fechamento fiscal 70% mais rápido com Notaviva SPED.</p><dd class="published"><time datetime="2024-05-02">2 de maio de 2024</time></dd></div>
    <div class="blog-item"><h2 class="item-title"><a href="/blog/novo-parceiro-portugal">Notaviva chega a Portugal com a Lusoerp</a></h2><p>Nova parceria para atender filiais brasileiras de grupos portugueses.</p><dd class="published"><time datetime="2024-03-18">18 de março de 2024</time></dd></div>
  </div>
  <div class="com-content-category-blog__navigation w-100"><nav class="pagination__wrapper" aria-label="Paginação"><ul class="pagination ms-0 mb-4"><li class="active page-item"><a aria-current="true" href="#" class="page-link">1</a></li><li class="page-item"><a href="/blog?start=4" class="page-link">2</a></li></ul></nav></div>
</div>`,
);

const trabalhe = page(
  '/trabalhe-conosco',
  'Trabalhe conosco',
  110,
  'article',
  article(
    'Trabalhe conosco',
    `<p>Procuramos pessoas curiosas por tributação e tecnologia. Trabalho remoto ou híbrido em São Paulo e Curitiba.</p>
<ul><li>Desenvolvedor(a) ABAP/C# Pleno</li><li>Analista Fiscal de Produto</li><li>Consultor(a) de Sucesso do Cliente</li></ul>
<p>Todas as vagas estão na nossa página de carreiras: <a href="https://notaviva.gupy.io/" target="_blank" rel="noopener">notaviva.gupy.io</a>.</p>`,
  ),
);

const contato = page(
  '/contato',
  'Contato',
  108,
  'article',
  article(
    'Fale com a Notaviva',
    `<div class="row">
<div class="col-md-6">
  <p><strong>Comercial:</strong> (11) 3090-4410 &middot; comercial@notaviva.com.br</p>
  <p><strong>Suporte:</strong> <a href="https://suporte.notaviva.com.br">suporte.notaviva.com.br</a></p>
  <p><strong>WhatsApp:</strong> <a href="https://wa.me/5511940028922">(11) 94002-8922</a></p>
  <p>Av. Paulista, 1842, conj. 155 – São Paulo/SP<br><a href="https://maps.google.com/?q=Av.+Paulista,+1842+S%C3%A3o+Paulo" target="_blank" rel="noopener">Ver no mapa</a></p>
  <p>Escritório Curitiba: Rua XV de Novembro, 700, sala 1203 – Curitiba/PR</p>
</div>
<div class="col-md-6">
<form id="userForm" class="formContainer form-horizontal" action="/index.php?option=com_rsform&amp;formId=1" method="post" enctype="multipart/form-data">
  <div class="mb-3"><label class="form-label" for="nome">Nome</label><input class="form-control" id="nome" name="form[nome]" required></div>
  <div class="mb-3"><label class="form-label" for="email">E-mail corporativo</label><input class="form-control" id="email" type="email" name="form[email]" required></div>
  <div class="mb-3"><label class="form-label" for="erp2">Seu ERP</label><select class="form-select" id="erp2" name="form[erp]"><option>SAP Business One</option><option>TOTVS Protheus</option><option>Outro</option></select></div>
  <div class="mb-3"><label class="form-label" for="msg">Mensagem</label><textarea class="form-control" id="msg" name="form[mensagem]" rows="4"></textarea></div>
  <button class="btn btn-primary" type="submit">Enviar</button>
</form>
</div>
</div>`,
  ),
);

export const site: CorpusSite = {
  domain: 'notaviva.com.br',
  covers:
    'Joomla 4 (Cassiopeia + SP Page Builder) Brazilian ERP add-on: implementation partners as cards grouped by state with "Visitar site" links (one without site), old /parceiros URL redirecting, technology partners as linked logos; negatives: client logos and cases with client links, testimonial, FAPESP/accelerator support, award, Gupy jobs, WhatsApp, web agency credit, gov links, maps',
  pages: {
    '/': { headers, html: home },
    '/solucoes/notaviva-nfe': { headers, html: nfe },
    '/solucoes/notaviva-sped': { headers, html: sped },
    '/parceiros-de-implantacao': { headers, html: parceiros },
    '/parceiros': { status: 301, redirect: '/parceiros-de-implantacao' },
    '/seja-um-parceiro': { headers, html: sejaParceiro },
    '/clientes': { headers, html: clientes },
    '/sobre-nos': { headers, html: sobre },
    '/blog': { headers, html: blog },
    '/trabalhe-conosco': { headers, html: trabalhe },
    '/contato': { headers, html: contato },
  },
  technologies: [
    'joomla',
    'php',
    'jquery',
    'bootstrap',
    'apache-http-server',
    'google-analytics',
    'google-tag-manager',
    'rd-station',
    'font-awesome',
    'google-font-api',
  ],
  partners: {
    'verticeerp.com.br': 'channel',
    'cbsolutions.net.br': 'channel',
    'araucariasistemas.com.br': 'channel',
    'serragaucha-consult.com.br': 'channel',
    'marealta.net.br': 'channel',
    'cerradodigital.com.br': 'channel',
    'lusoerp.pt': 'channel',
    'sap.com': 'technology',
    'totvs.com': 'technology',
    'assinafacil.com.br': 'technology',
  },
};
