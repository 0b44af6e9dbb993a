import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, path: string, body: string): string => `<!DOCTYPE html>
<html lang="es">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7c1f2a_3e9b0d4c5a6f4e7b8c9d0e1f2a3b4c5d~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/7c1f2a_3e9b0d4c5a6f4e7b8c9d0e1f2a3b4c5d~mv2.png" type="image/png"/>
  <script>window.viewerModel = {"site":{"metaSiteId":"2b7e1c9a-4f3d-4a8e-9b2c-6d5e4f3a2b1c","siteId":"8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968"},"language":"es"};</script>
  <script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js" crossorigin></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7b3e2f1a.bundle.min.js" async></script>
  <title>${title}</title>
  <meta name="description" content="Prendas de alpaca tejidas a mano por artesanas de Puno y Cusco.">
  <link rel="canonical" href="https://www.hiloandino.pe${path}">
  <meta property="og:title" content="${title}">
  <meta property="og:url" content="https://www.hiloandino.pe${path}">
  <meta property="og:site_name" content="Hilo Andino">
  <meta property="og:type" content="website">
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root"><div id="masterPage" class="mesh-layout">
  <header id="SITE_HEADER" class="SITE_HEADER wixui-header">
    <a href="https://www.hiloandino.pe" class="wixui-image"><img src="https://static.wixstatic.com/media/7c1f2a_logo~mv2.png" alt="Hilo Andino"></a>
    <nav id="comp-lq1menu" aria-label="Sitio" class="wixui-horizontal-menu">
      <ul>
        <li><a href="https://www.hiloandino.pe/coleccion" class="wixui-horizontal-menu__item">Colección</a></li>
        <li><a href="https://www.hiloandino.pe/tiendas" class="wixui-horizontal-menu__item">Tiendas</a></li>
        <li><a href="https://www.hiloandino.pe/nosotros" class="wixui-horizontal-menu__item">Nosotros</a></li>
        <li><a href="https://www.hiloandino.pe/contacto" class="wixui-horizontal-menu__item">Contacto</a></li>
      </ul>
    </nav>
  </header>
  <main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div class="wixui-section">
${body}
  </div></div></main>
  <footer id="SITE_FOOTER" class="wixui-footer">
    <p class="wixui-rich-text__text">Hilo Andino S.A.C. · Jr. Lima 417, Puno, Perú · <a href="mailto:hola@hiloandino.pe">hola@hiloandino.pe</a></p>
    <ul class="wixui-social-bar">
      <li><a href="https://www.instagram.com/hiloandino.pe" target="_blank"><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"></a></li>
      <li><a href="https://www.facebook.com/hiloandinope" target="_blank"><img src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"></a></li>
    </ul>
    <p class="wixui-rich-text__text">Pagos con Yape, Plin, Visa y Mastercard. © 2024 Hilo Andino.</p>
  </footer>
</div></div></div></div>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1713280412.8841203957721184339',
  server: 'Pepyaka',
  'set-cookie': 'XSRF-TOKEN=1713280412|u3Qk9Vd2Lm1s; Path=/; Domain=www.hiloandino.pe; Secure; SameSite=Lax',
};

export const site: CorpusSite = {
  domain: 'hiloandino.pe',
  covers:
    'Peruvian alpaca knitwear brand (Spanish), Wix; stores page listing Lima/Cusco shops and international retailers, allies section on the about page (artisan cooperatives and a textile NGO); negatives: WFTO fair-trade membership, PromPerú export award, Perú Moda trade fair, press, Yape/Plin payment text, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Hilo Andino | Alpaca tejida a mano en Puno',
        '/',
        `<section class="wixui-column-strip"><h1 class="font_0">Alpaca tejida a mano, del altiplano al mundo</h1>
<p class="font_8">Chompas, chalinas y mantas de baby alpaca tejidas por más de 120 artesanas de Puno y Cusco.</p>
<a href="https://www.hiloandino.pe/coleccion" class="wixui-button">Ver colección</a></section>
<section class="wixui-column-strip"><h2 class="font_2">Reconocimientos</h2>
<p class="font_8">Premio <a href="https://www.promperu.gob.pe/premios-exportacion" target="_blank">PromPerú a la Exportación</a> 2023 · Participamos en <a href="https://www.perumodaperugift.com/" target="_blank">Perú Moda</a> · Miembro de la <a href="https://wfto.com/" target="_blank">Organización Mundial del Comercio Justo (WFTO)</a></p>
<p class="font_8">Nos mencionan: <a href="https://elcomercio.pe/somos/moda/hilo-andino-alpaca-puno" target="_blank">El Comercio</a>, <a href="https://www.vogue.mx/moda/articulo/alpaca-peruana-marcas" target="_blank">Vogue México</a>.</p></section>`,
      ),
    },
    '/tiendas': {
      headers,
      html: page(
        'Tiendas | Hilo Andino',
        '/tiendas',
        `<section class="wixui-column-strip"><h1 class="font_0">Dónde encontrarnos</h1>
<div class="wixui-repeater">
  <div class="wixui-repeater__item"><h3 class="font_4">Lima – Barranco</h3><p class="font_8"><a href="https://www.casamaraka.pe/" target="_blank">Casa Maraka</a><br>Av. Pedro de Osma 135</p></div>
  <div class="wixui-repeater__item"><h3 class="font_4">Lima – Miraflores</h3><p class="font_8"><a href="https://www.tiendaqori.com.pe/" target="_blank">Qori Diseño Peruano</a><br>Larcomar, tienda 214</p></div>
  <div class="wixui-repeater__item"><h3 class="font_4">Cusco</h3><p class="font_8"><a href="https://www.wasitextil.pe/" target="_blank">Wasi Textil</a><br>Calle Triunfo 338</p></div>
  <div class="wixui-repeater__item"><h3 class="font_4">Arequipa</h3><p class="font_8">Sillar Boutique<br>Calle Santa Catalina 210</p></div>
</div>
<h2 class="font_2">Internacional</h2>
<ul class="font_8">
  <li>Estados Unidos: <a href="https://www.andeanthreads.com/collections/hilo-andino" target="_blank">Andean Threads</a> (tienda online)</li>
  <li>Alemania: <a href="https://www.alpaka-laden.de/" target="_blank">Alpaka-Laden Berlin</a></li>
  <li>Japón: <a href="https://www.andes-zakka.jp/" target="_blank">Andes Zakka</a></li>
</ul>
<p class="font_8">¿Quieres vender Hilo Andino en tu tienda? Escríbenos a <a href="mailto:mayoristas@hiloandino.pe">mayoristas@hiloandino.pe</a>.</p></section>`,
      ),
    },
    '/nosotros': {
      headers,
      html: page(
        'Nosotros | Hilo Andino',
        '/nosotros',
        `<section class="wixui-column-strip"><h1 class="font_0">Nosotros</h1>
<p class="font_8">Hilo Andino nació en 2015 en Puno, cuando Rosa Quispe reunió a doce tejedoras de su comunidad para vender sus chompas en Lima. Hoy somos un equipo de 18 personas y trabajamos con más de 120 artesanas.</p>
<p class="font_8">Nuestra fibra de baby alpaca la compramos a <a href="https://www.fibrasdelsur.com.pe/" target="_blank">Fibras del Sur</a>, proveedor con trazabilidad certificada.</p></section>
<section class="wixui-column-strip"><h2 class="font_2">Nuestros aliados</h2>
<p class="font_8">Nada de esto sería posible sin las organizaciones con las que trabajamos de la mano:</p>
<div class="wixui-gallery">
  <a href="https://www.cooperativaaymara.org.pe/" target="_blank"><img src="https://static.wixstatic.com/media/7c1f2a_aymara~mv2.png" alt="Cooperativa de Tejedoras Aymara"></a>
  <a href="https://www.manosdelsur.org.pe/" target="_blank"><img src="https://static.wixstatic.com/media/7c1f2a_manos~mv2.png" alt="Asociación Manos del Sur"></a>
  <a href="https://www.textilandino.org/" target="_blank"><img src="https://static.wixstatic.com/media/7c1f2a_cta~mv2.png" alt="Centro Textil Andino (ONG)"></a>
  <img src="https://static.wixstatic.com/media/7c1f2a_chucuito~mv2.png" alt="Comunidad de Chucuito">
</div></section>`,
      ),
    },
  },
  technologies: ['open-graph', 'react', 'websitebuilder', 'wix'],
  partners: {
    'casamaraka.pe': 'channel',
    'tiendaqori.com.pe': 'channel',
    'wasitextil.pe': 'channel',
    'andeanthreads.com': 'channel',
    'alpaka-laden.de': 'channel',
    'andes-zakka.jp': 'channel',
    'cooperativaaymara.org.pe': 'generic',
    'manosdelsur.org.pe': 'generic',
    'textilandino.org': 'generic',
  },
};
