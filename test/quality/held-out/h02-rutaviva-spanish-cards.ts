import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Netlify',
  'x-nf-request-id': '01J2K8ZQ4M7W3T5B9XH6C0RDPE',
  'cache-control': 'public, max-age=0, must-revalidate',
  'content-type': 'text/html; charset=UTF-8',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="es-ES">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="generator" content="Hugo 0.121.2">
  <title>${title}</title>
  <meta name="description" content="${description}">
  <link rel="canonical" href="https://rutaviva.es${path}">
  <link rel="alternate" hreflang="es" href="https://rutaviva.es${path}">
  <link rel="icon" type="image/png" href="/img/favicon-32.png">
  <link rel="stylesheet" href="/css/main.min.5f2a9c0d7e.css" integrity="sha256-3qK1v0Zx9wPq5oJ1mDkGz4u8tYfRb2nH7sLc6eVaT0U=">
  <script defer data-domain="rutaviva.es" src="https://plausible.io/js/plausible.js"></script>
</head>`;

const header = `<body class="page">
  <header class="cabecera">
    <div class="contenedor">
      <a class="marca" href="/"><img src="/img/rutaviva-logo.svg" alt="Rutaviva" width="140" height="32"></a>
      <button class="menu-toggle" aria-controls="menu-principal" aria-expanded="false">Menú</button>
      <nav id="menu-principal" aria-label="Principal">
        <ul>
          <li><a href="/producto/">Producto</a></li>
          <li><a href="/precios/">Precios</a></li>
          <li><a href="/partners/">Partners</a></li>
          <li><a href="https://blog.rutaviva.es/">Blog</a></li>
          <li><a href="/contacto/">Contacto</a></li>
          <li><a class="boton boton-secundario" href="https://app.rutaviva.es/acceso">Acceder</a></li>
          <li><a class="boton" href="/demo/">Solicitar demo</a></li>
        </ul>
      </nav>
    </div>
  </header>`;

const footer = `  <footer class="pie">
    <div class="contenedor pie-columnas">
      <div>
        <img src="/img/rutaviva-logo-blanco.svg" alt="Rutaviva" width="120" height="28">
        <p>Software de planificación de rutas y última milla para distribuidores, hecho en Valencia.</p>
        <p>Calle de Colón 18, 3.º &middot; 46004 Valencia</p>
      </div>
      <div>
        <h2 class="pie-titulo">Empresa</h2>
        <ul>
          <li><a href="/nosotros/">Quiénes somos</a></li>
          <li><a href="/empleo/">Trabaja con nosotros</a></li>
          <li><a href="/partners/">Partners</a></li>
          <li><a href="mailto:hola@rutaviva.es">hola@rutaviva.es</a></li>
        </ul>
      </div>
      <div>
        <h2 class="pie-titulo">Síguenos</h2>
        <ul class="redes">
          <li><a href="https://www.linkedin.com/company/rutaviva/" rel="me">LinkedIn</a></li>
          <li><a href="https://www.instagram.com/rutaviva.es/" rel="me">Instagram</a></li>
          <li><a href="https://www.youtube.com/@rutaviva" rel="me">YouTube</a></li>
        </ul>
      </div>
    </div>
    <div class="contenedor legal">
      <p>&copy; 2026 Rutaviva Software S.L. &middot; <a href="/aviso-legal/">Aviso legal</a> &middot; <a href="/privacidad/">Privacidad</a> &middot; <a href="/cookies/">Cookies</a></p>
    </div>
  </footer>
  <script src="/js/menu.min.9a4e1b.js" defer></script>
</body>
</html>`;

const tarjeta = (logo: string, nombre: string, texto: string, url: string, etiqueta: string) => `
          <li class="tarjeta-partner">
            <img src="/img/partners/${logo}.webp" alt="" width="160" height="64" loading="lazy">
            <h3>${nombre}</h3>
            <p class="etiqueta">${etiqueta}</p>
            <p>${texto}</p>
            <a class="enlace-externo" href="${url}" target="_blank" rel="noopener">Visitar web</a>
          </li>`;

export const site: CorpusSite = {
  domain: 'rutaviva.es',
  covers:
    'Spanish-language Hugo site on Netlify with Plausible; partner page "Partners" with two sections ("Partners tecnológicos", "Partners de implantación" = consultoras/integradores) as <ul> cards with <h3> names and "Visitar web" links, one partner on a .com.mx domain; home shows customers ("Empresas que confían en Rutaviva") with and without links; own blog/app subdomains, social footer',
  pages: {
    '/': {
      headers,
      html: `${head('Rutaviva · Planificación de rutas y última milla', 'Planifica rutas de reparto en minutos, sigue a tus conductores en tiempo real y envía pruebas de entrega.', '/')}
${header}
  <main>
    <section class="portada">
      <div class="contenedor">
        <h1>Repartos a tiempo, sin hojas de cálculo</h1>
        <p class="entradilla">Rutaviva optimiza las rutas de tu flota cada mañana, avisa a tus clientes de la hora de llegada y recoge la firma en la app del conductor.</p>
        <p><a class="boton boton-grande" href="/demo/">Solicita una demo gratuita</a> <a class="enlace" href="/precios/">Ver precios &rarr;</a></p>
        <img src="/img/capturas/planificador-2024.webp" alt="Pantalla del planificador de rutas de Rutaviva" width="1100" height="660">
      </div>
    </section>

    <section class="ventajas">
      <div class="contenedor rejilla-3">
        <article>
          <h2>Optimización en segundos</h2>
          <p>Ventanas horarias, capacidad de cada vehículo y turnos de conductores: el algoritmo lo tiene todo en cuenta y reduce un 18&nbsp;% los kilómetros de media.</p>
        </article>
        <article>
          <h2>Seguimiento en tiempo real</h2>
          <p>Tus clientes reciben un SMS con un enlace de seguimiento y la hora estimada de llegada, actualizada cada minuto.</p>
        </article>
        <article>
          <h2>Prueba de entrega</h2>
          <p>Firma, foto y geolocalización de cada entrega, disponibles al instante en el panel y por API.</p>
        </article>
      </div>
    </section>

    <section class="clientes">
      <div class="contenedor">
        <h2>Empresas que confían en Rutaviva</h2>
        <ul class="logos-clientes">
          <li><a href="https://www.frutasdelturia.es/"><img src="/img/clientes/frutas-del-turia.svg" alt="Frutas del Turia" width="130" height="48"></a></li>
          <li><a href="https://bodegasalcaraz.com/"><img src="/img/clientes/bodegas-alcaraz.svg" alt="Bodegas Alcaraz" width="130" height="48"></a></li>
          <li><img src="/img/clientes/distribuciones-moya.svg" alt="Distribuciones Moya" width="130" height="48"></li>
          <li><img src="/img/clientes/farmalevante.svg" alt="Farmalevante" width="130" height="48"></li>
        </ul>
        <blockquote class="testimonio">
          <p>«Pasamos de planificar a mano durante dos horas a tener las rutas listas antes del café.»</p>
          <cite>Marta Ibáñez, jefa de operaciones en Frutas del Turia</cite>
        </blockquote>
      </div>
    </section>

    <section class="integraciones-resumen">
      <div class="contenedor">
        <h2>Se conecta con tu ERP y tu tienda online</h2>
        <p>Importa pedidos automáticamente y devuelve el estado de cada entrega a tus sistemas. Trabajamos con una red de partners tecnológicos y consultoras que te ayudan con la puesta en marcha.</p>
        <a class="enlace" href="/partners/">Conoce a nuestros partners &rarr;</a>
      </div>
    </section>
  </main>
${footer}`,
    },
    '/partners/': {
      headers,
      html: `${head('Partners · Rutaviva', 'Partners tecnológicos y consultoras de implantación certificadas de Rutaviva.', '/partners/')}
${header}
  <main>
    <section class="cabecera-pagina">
      <div class="contenedor">
        <p class="antetitulo">Ecosistema</p>
        <h1>Nuestros partners</h1>
        <p class="entradilla">Colaboramos con empresas de software y consultoras especializadas en logística para que Rutaviva encaje en tu operación desde el primer día.</p>
      </div>
    </section>

    <section class="bloque-partners" id="tecnologicos">
      <div class="contenedor">
        <h2>Partners tecnológicos</h2>
        <p>Integraciones nativas mantenidas junto a cada fabricante.</p>
        <ul class="rejilla-partners">${tarjeta('holded', 'Holded', 'Sincroniza pedidos de venta y albaranes desde Holded y devuelve el estado de la entrega a cada documento.', 'https://www.holded.com/es', 'ERP')}${tarjeta('sendcloud', 'Sendcloud', 'Combina tu flota propia con agencias de transporte: los envíos que no caben en tus rutas salen por Sendcloud.', 'https://www.sendcloud.com/es/', 'Envíos')}${tarjeta('flotalia', 'Flotalia', 'Telemática y tacógrafo digital: posición GPS y horas de conducción de cada vehículo dentro del planificador.', 'https://flotalia.com/', 'Telemática')}${tarjeta('mercalink', 'Mercalink', 'Conector para tiendas online en PrestaShop y WooCommerce: cada pedido pagado entra en la ruta del día siguiente.', 'https://www.mercalink.io/conectores/rutaviva', 'E-commerce')}
        </ul>
      </div>
    </section>

    <section class="bloque-partners" id="implantacion">
      <div class="contenedor">
        <h2>Partners de implantación</h2>
        <p>Consultoras e integradores certificados que diseñan, implantan y dan soporte a proyectos con Rutaviva.</p>
        <ul class="rejilla-partners">${tarjeta('nexo', 'Nexo Consultores Logísticos', 'Rediseño de redes de distribución y puesta en marcha de Rutaviva para mayoristas de alimentación.', 'https://nexoconsultores.es/', 'Consultora · Madrid')}${tarjeta('bravia', 'Bravia Digital', 'Integrador de sistemas especializado en SAP Business One y conectores a medida con la API de Rutaviva.', 'https://www.bravia-digital.com/', 'Integrador · Barcelona')}${tarjeta('cierzo', 'Cierzo Supply Chain', 'Formación de planificadores y conductores, y soporte de primer nivel en el norte de España.', 'https://cierzosupplychain.es/servicios/', 'Consultora · Zaragoza')}${tarjeta('logicamp', 'Logicamp Soluciones', 'Nuestro partner para México y Centroamérica: venta, implantación y soporte en horario local.', 'https://www.logicamp.com.mx/', 'Distribuidor · Ciudad de México')}
        </ul>
      </div>
    </section>

    <section class="cta-partner">
      <div class="contenedor">
        <h2>¿Quieres ser partner de Rutaviva?</h2>
        <p>Si eres consultora, integrador o desarrollas software para logística, escríbenos a <a href="mailto:partners@rutaviva.es">partners@rutaviva.es</a> y te contamos cómo funciona el programa.</p>
        <p>¿Buscas la documentación técnica? Está en <a href="https://docs.rutaviva.es/api/">docs.rutaviva.es</a>.</p>
      </div>
    </section>
  </main>
${footer}`,
    },
  },
  technologies: ['hugo', 'netlify', 'plausible'],
  partners: {
    'holded.com': 'technology',
    'sendcloud.com': 'technology',
    'flotalia.com': 'technology',
    'mercalink.io': 'technology',
    'nexoconsultores.es': 'channel',
    'bravia-digital.com': 'channel',
    'cierzosupplychain.es': 'channel',
    'logicamp.com.mx': 'channel',
  },
};
