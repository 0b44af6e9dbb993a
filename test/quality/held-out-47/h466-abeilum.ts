import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'abeilum.org.br';
const WP = `https://${DOMAIN}/wp-content`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  link: `<https://${DOMAIN}/wp-json/>; rel="https://api.w.org/"`,
  'x-powered-by': 'PHP/8.2.17',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="https://${DOMAIN}/xmlrpc.php">
<script type="text/javascript">document.documentElement.className = 'js';</script>
<title>${title} | ABEILUM</title>
<meta name="description" content="${description}">
<meta name="robots" content="index, follow, max-image-preview:large">
<meta property="og:locale" content="pt_BR">
<meta property="og:type" content="website">
<meta property="og:title" content="${title} | ABEILUM">
<meta property="og:url" content="https://${DOMAIN}${path}">
<meta property="og:site_name" content="ABEILUM – Associação Brasileira de Engenharia de Iluminação">
<style id="divi-style-parent-inline-inline-css" type="text/css">
/*!
Theme Name: Divi
Theme URI: http://www.elegantthemes.com/gallery/divi/
Version: 4.25.1
Description: Smart. Flexible. Beautiful. Divi is the most powerful theme in our collection.
Author: Elegant Themes
License: GNU General Public License v2
*/
a,abbr,acronym,address,applet,b,big,blockquote,body{margin:0;padding:0;border:0;outline:0;font-size:100%;vertical-align:baseline;background:transparent}
</style>
<link rel="stylesheet" id="divi-style-css" href="${WP}/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">
<link rel="stylesheet" id="et-builder-googlefonts-cached-css" href="https://fonts.googleapis.com/css?family=Montserrat:300,regular,600,700&#038;subset=latin,latin-ext&#038;display=swap" type="text/css" media="all">
<link rel="stylesheet" id="wp-block-library-css" href="https://${DOMAIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2" type="text/css" media="all">
<script type="text/javascript" src="https://${DOMAIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://${DOMAIN}/wp-json/">
<meta name="generator" content="WordPress 6.5.2">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
<link rel="icon" href="${WP}/uploads/2022/03/cropped-favicon-abeilum-32x32.png" sizes="32x32">
</head>`;
}

const header = `<header id="main-header" data-height-onload="80">
  <div class="container clearfix et_menu_container">
    <div class="logo_container"><span class="logo_helper"></span><a href="https://${DOMAIN}/"><img src="${WP}/uploads/2022/03/logo-abeilum.png" width="300" height="90" alt="ABEILUM" id="logo" data-height-percentage="54"></a></div>
    <div id="et-top-navigation" data-height="80" data-fixed-height="40">
      <nav id="top-menu-nav">
        <ul id="top-menu" class="nav">
          <li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="https://${DOMAIN}/a-associacao/">A Associação</a></li>
          <li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="https://${DOMAIN}/associe-se/">Associe-se</a></li>
          <li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="https://${DOMAIN}/associados/">Empresas Associadas</a></li>
          <li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="https://${DOMAIN}/parceiros/">Parceiros</a></li>
          <li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="https://${DOMAIN}/cbil-2024/">CBIL 2024</a></li>
          <li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="https://${DOMAIN}/contato/">Contato</a></li>
        </ul>
      </nav>
    </div>
  </div>
</header>`;

const footer = `<footer id="main-footer">
  <div class="container"><div id="footer-widgets" class="clearfix">
    <div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">ABEILUM</h4><div class="textwidget"><p>Av. Paulista, 2073 – Conj. 1412<br>Bela Vista, São Paulo – SP, 01311-300<br>(11) 3285-4410 · secretaria@abeilum.org.br</p></div></div></div>
    <div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Filiada à <a href="https://cie.co.at/" target="_blank" rel="noopener">Comissão Internacional de Iluminação (CIE)</a></p></div></div></div>
  </div></div>
  <div id="footer-bottom"><div class="container clearfix">
    <ul class="et-social-icons">
      <li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/abeilum/" class="icon"><span>Instagram</span></a></li>
      <li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/abeilum/" class="icon"><span>LinkedIn</span></a></li>
      <li class="et-social-icon et-social-youtube"><a href="https://www.youtube.com/@abeilum" class="icon"><span>YouTube</span></a></li>
    </ul>
    <div id="footer-info">© 2024 ABEILUM. Todos os direitos reservados.</div>
  </div></div>
</footer>
<a href="https://api.whatsapp.com/send?phone=5511932854410&amp;text=Ol%C3%A1%2C%20gostaria%20de%20informa%C3%A7%C3%B5es%20sobre%20a%20ABEILUM" class="whatsapp-float" target="_blank" rel="noopener" aria-label="Fale conosco pelo WhatsApp"><img src="${WP}/uploads/2022/03/whatsapp-icon.svg" alt="WhatsApp"></a>
<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var DIVI = {"item_count":"%d Item","items_count":"%d Items"};
var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};
/* ]]> */
</script>
<script type="text/javascript" src="${WP}/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
<script type="text/javascript" src="${WP}/themes/Divi/core/admin/js/common.js?ver=4.25.1" id="et-core-common-js"></script>`;

function page(title: string, path: string, description: string, pageClass: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
${head(title, path, description)}
<body class="page-template-default page ${pageClass} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns2 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
<div id="page-container">
<div id="et-main-area">
${header}
<div id="main-content">
<article class="page type-page status-publish hentry">
<div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${body}
</div></div></div>
</article>
</div>
${footer}
</div>
</div>
</body>
</html>`;
}

function logo(n: number, href: string, img: string, alt: string): string {
  return `<div class="et_pb_module et_pb_image et_pb_image_${n}">
        <a href="${href}" target="_blank"><span class="et_pb_image_wrap"><img decoding="async" width="300" height="150" src="${WP}/uploads/2023/05/${img}" alt="${alt}" title="${alt}" class="wp-image-${1200 + n}"></span></a>
      </div>`;
}

const home = page(
  'Início',
  '/',
  'A ABEILUM reúne engenheiros, arquitetos e empresas de iluminação desde 1987.',
  'home page-id-12',
  `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0">
    <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left"><div class="et_pb_text_inner">
      <h1>Luz com conhecimento</h1>
      <p>Desde 1987, a Associação Brasileira de Engenharia de Iluminação reúne mais de 1.400 profissionais e 120 empresas associadas em torno da boa prática em projetos luminotécnicos, normalização e formação.</p>
    </div></div>
    <div class="et_pb_button_module_wrapper"><a class="et_pb_button et_pb_button_0" href="https://${DOMAIN}/associe-se/">Associe-se</a></div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
  <div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner">
      <h2>CBIL 2024 – Congresso Brasileiro de Iluminação</h2>
      <p>De 22 a 24 de outubro, em Campinas (SP). <a href="https://${DOMAIN}/cbil-2024/">Programação e inscrições</a>.</p>
    </div></div>
  </div></div>
</div>`,
);

const parceiros = page(
  'Parceiros',
  '/parceiros/',
  'Conheça as instituições e empresas parceiras da ABEILUM.',
  'page-id-318',
  `<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
      <h1>Nossos Parceiros</h1>
      <p>A ABEILUM mantém parcerias com instituições de ensino, entidades do setor e empresas de tecnologia para oferecer formação, conteúdo técnico e benefícios aos associados.</p>
    </div></div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
  <div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner"><h2>Parceiros Institucionais</h2></div></div>
  </div></div>
  <div class="et_pb_row et_pb_row_2 et_pb_gutters2">
    <div class="et_pb_column et_pb_column_1_4">${logo(1, 'https://www.ibel.org.br/', 'logo-ibel.png', 'Instituto Brasileiro de Eficiência Luminosa')}</div>
    <div class="et_pb_column et_pb_column_1_4">${logo(2, 'https://slalum.org/', 'logo-slalum.png', 'Sociedad Latinoamericana de Luminotecnia')}</div>
    <div class="et_pb_column et_pb_column_1_4">${logo(3, 'https://www.asbai-arquitetura.org.br/', 'logo-asbai.png', 'Associação Brasileira de Arquitetos de Iluminação')}</div>
    <div class="et_pb_column et_pb_column_1_4 et-last-child">${logo(4, 'https://www.crea-luz.org.br/', 'logo-creluz.png', 'Centro de Referência em Eficiência Luminosa')}</div>
  </div>
</div>
<div class="et_pb_section et_pb_section_2 et_section_regular">
  <div class="et_pb_row et_pb_row_3"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_2"><div class="et_pb_text_inner">
      <h2>Parceiros Educacionais</h2>
      <p>Associados ABEILUM têm desconto de 15% a 25% nos cursos de pós-graduação e extensão das instituições parceiras:</p>
      <ul>
        <li><a href="https://www.fapaulista.edu.br/pos/lighting-design" target="_blank" rel="noopener">Faculdade de Arquitetura Paulista</a> – Pós-graduação em Lighting Design</li>
        <li><a href="https://escolalume.com.br/" target="_blank" rel="noopener">Escola Lume de Design</a> – cursos livres de luminotécnica</li>
        <li>Universidade Federal do Vale do Paraíba – extensão em iluminação pública (inscrições pela secretaria)</li>
      </ul>
    </div></div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_3 et_section_regular">
  <div class="et_pb_row et_pb_row_4"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_3"><div class="et_pb_text_inner">
      <h2>Parceiro de Tecnologia</h2>
      <p>Em parceria com a <a href="https://fotometrica.com.br/" target="_blank" rel="noopener">Fotométrica Software</a>, associados têm acesso a licenças anuais do software de cálculo luminotécnico FotoCalc com 40% de desconto, além da biblioteca de arquivos fotométricos IES das empresas associadas.</p>
    </div></div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_4 et_section_regular">
  <div class="et_pb_row et_pb_row_5"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_4"><div class="et_pb_text_inner"><p>Quer ser parceiro da ABEILUM? Escreva para <a href="mailto:parcerias@abeilum.org.br">parcerias@abeilum.org.br</a>.</p></div></div>
  </div></div>
</div>`,
);

const cbil = page(
  'CBIL 2024',
  '/cbil-2024/',
  'Congresso Brasileiro de Iluminação 2024 – Campinas, 22 a 24 de outubro.',
  'page-id-402',
  `<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
      <h1>CBIL 2024 – Congresso Brasileiro de Iluminação</h1>
      <p>22 a 24 de outubro de 2024 · Expo Dom Pedro, Campinas (SP). Inscrições pela plataforma <a href="https://www.sympla.com.br/evento/cbil-2024/2312345" target="_blank" rel="noopener">Sympla</a>.</p>
      <h2>Patrocinadores</h2>
    </div></div>
  </div></div>
  <div class="et_pb_row et_pb_row_1">
    <div class="et_pb_column et_pb_column_1_3">${logo(11, 'https://www.lumenfort.com.br/', 'patroc-lumenfort.png', 'Lumenfort – Patrocinador Diamante')}</div>
    <div class="et_pb_column et_pb_column_1_3">${logo(12, 'https://astrailuminacao.com.br/', 'patroc-astra.png', 'Astra Iluminação – Patrocinador Ouro')}</div>
    <div class="et_pb_column et_pb_column_1_3 et-last-child">${logo(13, 'https://www.ledvalle.com.br/', 'patroc-ledvalle.png', 'LedValle – Patrocinador Prata')}</div>
  </div>
  <div class="et_pb_row et_pb_row_2"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner"><p>Apoio de mídia: <a href="https://revistaluzearquitetura.com.br/" target="_blank" rel="noopener">Revista Luz &amp; Arquitetura</a>.</p></div></div>
  </div></div>
</div>`,
);

const associados = page(
  'Empresas Associadas',
  '/associados/',
  'Empresas associadas à ABEILUM.',
  'page-id-290',
  `<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
      <h1>Empresas Associadas</h1>
      <p>Fabricantes, distribuidores e escritórios de projeto que fazem parte da ABEILUM:</p>
      <table>
        <thead><tr><th>Empresa</th><th>Categoria</th><th>Site</th></tr></thead>
        <tbody>
          <tr><td>Astra Iluminação</td><td>Fabricante</td><td><a href="https://astrailuminacao.com.br/" target="_blank">astrailuminacao.com.br</a></td></tr>
          <tr><td>Lumenfort</td><td>Fabricante</td><td><a href="https://www.lumenfort.com.br/" target="_blank">lumenfort.com.br</a></td></tr>
          <tr><td>Studio Penumbra Projetos</td><td>Escritório de projeto</td><td><a href="https://studiopenumbra.com.br/" target="_blank">studiopenumbra.com.br</a></td></tr>
          <tr><td>Distribuidora Fotón</td><td>Distribuidor</td><td><a href="https://www.distribuidorafoton.com.br/" target="_blank">distribuidorafoton.com.br</a></td></tr>
        </tbody>
      </table>
    </div></div>
  </div></div>
</div>`,
);

const associacao = page(
  'A Associação',
  '/a-associacao/',
  'História, diretoria e atuação da ABEILUM.',
  'page-id-20',
  `<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
      <h1>A Associação</h1>
      <p>Fundada em 1987 em São Paulo, a ABEILUM atua na normalização técnica junto à ABNT, na formação de profissionais e na defesa da qualidade em projetos de iluminação.</p>
      <p>Em 2023 a ABEILUM recebeu o Prêmio Procel Edifica na categoria Entidade, e é filiada à <a href="https://cie.co.at/" target="_blank" rel="noopener">CIE</a>.</p>
      <h2>Na mídia</h2>
      <p><a href="https://revistaluzearquitetura.com.br/noticias/abeilum-nova-diretoria-2024" target="_blank" rel="noopener">Revista Luz &amp; Arquitetura: ABEILUM empossa nova diretoria</a></p>
    </div></div>
  </div></div>
</div>`,
);

export const site: CorpusSite = {
  domain: DOMAIN,
  covers:
    'Brazilian professional association on WordPress + Divi (Portuguese): Divi image-module logo grid of institutional partners, a list of education partners (one unlinked) and a technology partner in prose; congress sponsors, member-company table, CIE affiliation, event ticketing, media support, award, WhatsApp and social links as negatives',
  pages: {
    '/': { headers, html: home },
    '/parceiros/': { headers, html: parceiros },
    '/cbil-2024/': { headers, html: cbil },
    '/associados/': { headers, html: associados },
    '/a-associacao/': { headers, html: associacao },
  },
  sitemap: ['/', '/a-associacao/', '/parceiros/', '/associados/', '/cbil-2024/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'jquery',
    'litespeed',
    'litespeed-cache',
    'google-font-api',
    'whatsapp-business-chat',
    'open-graph',
  ],
  partners: {
    'ibel.org.br': 'generic',
    'slalum.org': 'generic',
    'asbai-arquitetura.org.br': 'generic',
    'crea-luz.org.br': 'generic',
    'fapaulista.edu.br': 'generic',
    'escolalume.com.br': 'generic',
    'fotometrica.com.br': 'technology',
  },
};
