import type { PostSeed } from './content-types.ts';

/** Announcements: launches and promotions, in English, Spanish and French. */
export const announcements: PostSeed[] = [
  {
    kind: 'announcement',
    slug: 'fairfare-launches-in-london-ontario',
    daysAgo: 240,
    author: 'FairFare',
    motif: 'city',
    text: {
      en: {
        title: 'FairFare launches in London, Ontario',
        excerpt:
          'Starting today, riders in London can name their own fare and choose from local drivers across the city.',
        body: [
          'FairFare is now live in London, Ontario. From Byron to the airport and from Masonville to White Oaks, riders can book a ride, propose their own fare and pick the driver offer that suits them.',
          'At launch we offer three categories: Economy for everyday trips, Comfort for newer and roomier sedans, and XL for groups of up to six. You can pay with cash, a card or your FairFare wallet, and every price is shown in Canadian dollars.',
          'More than thirty local drivers have joined us for the launch, and more complete their onboarding every week. Drivers keep at least 80 % of every fare, and the rules for offers are the same for everyone.',
          'Create your account with your phone number, and try your first ride with the code WELCOME10 for 10 % off.',
        ],
      },
      es: {
        title: 'FairFare llega a London (Ontario)',
        excerpt:
          'Desde hoy, los pasajeros de London pueden proponer su propia tarifa y elegir entre conductores locales de toda la ciudad.',
        body: [
          'FairFare ya está disponible en London (Ontario). Desde Byron hasta el aeropuerto y desde Masonville hasta White Oaks, los pasajeros pueden reservar un viaje, proponer su propia tarifa y elegir la oferta de conductor que más les convenga.',
          'En el lanzamiento ofrecemos tres categorías: Economy para el día a día, Comfort para sedanes más nuevos y espaciosos, y XL para grupos de hasta seis personas. Puedes pagar en efectivo, con tarjeta o con tu monedero FairFare, y todos los precios se muestran en dólares canadienses.',
          'Más de treinta conductores locales se han unido a nosotros para el lanzamiento, y cada semana otros completan su incorporación. Los conductores se quedan con al menos el 80 % de cada tarifa, y las reglas de las ofertas son las mismas para todos.',
          'Crea tu cuenta con tu número de teléfono y prueba tu primer viaje con el código WELCOME10 para obtener un 10 % de descuento.',
        ],
      },
      fr: {
        title: 'FairFare est lancé à London, en Ontario',
        excerpt:
          'Dès aujourd’hui, les passagers de London peuvent proposer leur propre tarif et choisir parmi des chauffeurs de toute la ville.',
        body: [
          'FairFare est maintenant offert à London, en Ontario. De Byron à l’aéroport et de Masonville à White Oaks, les passagers peuvent réserver une course, proposer leur propre tarif et choisir l’offre de chauffeur qui leur convient.',
          'Au lancement, nous proposons trois catégories : Economy pour les trajets de tous les jours, Comfort pour des berlines plus récentes et plus spacieuses, et XL pour les groupes jusqu’à six personnes. Vous pouvez payer en argent comptant, par carte ou avec votre portefeuille FairFare, et tous les prix sont affichés en dollars canadiens.',
          'Plus de trente chauffeurs d’ici se sont joints à nous pour le lancement, et d’autres terminent leur intégration chaque semaine. Les chauffeurs conservent au moins 80 % de chaque tarif, et les règles des offres sont les mêmes pour tous.',
          'Créez votre compte avec votre numéro de téléphone et essayez votre première course avec le code WELCOME10 pour obtenir 10 % de réduction.',
        ],
      },
    },
  },
  {
    kind: 'announcement',
    slug: 'two-ways-to-save-welcome10-and-flat5',
    daysAgo: 180,
    author: 'FairFare',
    motif: 'tag',
    text: {
      en: {
        title: 'Two ways to save: WELCOME10 and FLAT5',
        excerpt:
          'New to FairFare? Take 10 % off your first ride. Already riding with us? Take $5 off your next three.',
        body: [
          'We want your first FairFare ride to be an easy yes. Enter WELCOME10 in the promo code box on the booking screen and press Apply Promo: you get 10 % off your first ride, up to $10. The code works once per rider, in every city we serve.',
          'FLAT5 takes $5 off a ride, and you can use it up to three times. It is our thank-you to everyone who rode with us in our first months.',
          'A few details: you can apply one code per ride, the discount shows in your booking summary before you book, and if you change your mind, Reset Promo removes it. Discounts are paid by FairFare, so your driver still receives the full amount you agreed on.',
          'If a code does not work, the booking screen tells you. Codes can expire, be limited to another city or category, or have been used already.',
        ],
      },
      es: {
        title: 'Dos formas de ahorrar: WELCOME10 y FLAT5',
        excerpt:
          '¿Eres nuevo en FairFare? Obtén un 10 % de descuento en tu primer viaje. ¿Ya viajas con nosotros? Ahorra 5 $ en tus próximos tres.',
        body: [
          'Queremos que decir que sí a tu primer viaje con FairFare sea fácil. Escribe WELCOME10 en el campo del código promocional de la pantalla de reserva y aplícalo: obtendrás un 10 % de descuento en tu primer viaje, hasta 10 $. El código se puede usar una vez por pasajero, en todas las ciudades donde operamos.',
          'FLAT5 descuenta 5 $ de un viaje y puedes usarlo hasta tres veces. Es nuestra forma de dar las gracias a todos los que viajaron con nosotros en los primeros meses.',
          'Algunos detalles: puedes aplicar un código por viaje, el descuento aparece en el resumen antes de reservar y, si cambias de opinión, puedes quitarlo con el botón para restablecer el código. Los descuentos los paga FairFare, así que tu conductor sigue recibiendo el importe completo que acordaron.',
          'Si un código no funciona, la pantalla de reserva te lo indica. Los códigos pueden caducar, ser válidos solo para otra ciudad o categoría, o haberse usado ya.',
        ],
      },
      fr: {
        title: 'Deux façons d’économiser : WELCOME10 et FLAT5',
        excerpt:
          'Nouveau sur FairFare ? Profitez de 10 % de réduction sur votre première course. Vous roulez déjà avec nous ? Économisez 5 $ sur vos trois prochaines.',
        body: [
          'Nous voulons que votre première course FairFare soit une évidence. Saisissez WELCOME10 dans le champ du code promo de l’écran de réservation et appliquez-le : vous obtenez 10 % de réduction sur votre première course, jusqu’à 10 $. Le code s’utilise une fois par passager, dans toutes les villes que nous desservons.',
          'FLAT5 retire 5 $ d’une course, et vous pouvez l’utiliser jusqu’à trois fois. C’est notre façon de remercier tous ceux qui ont roulé avec nous pendant nos premiers mois.',
          'Quelques précisions : un seul code par course, la réduction s’affiche dans le récapitulatif avant de réserver et, si vous changez d’avis, vous pouvez la retirer en réinitialisant le code. Les réductions sont payées par FairFare : votre chauffeur reçoit toujours le montant complet convenu.',
          'Si un code ne fonctionne pas, l’écran de réservation vous le signale. Un code peut avoir expiré, être réservé à une autre ville ou catégorie, ou avoir déjà été utilisé.',
        ],
      },
    },
  },
  {
    kind: 'announcement',
    slug: 'introducing-green-electric-and-hybrid-rides',
    daysAgo: 120,
    author: 'FairFare',
    motif: 'leaf',
    text: {
      en: {
        title: 'Introducing Green: electric and hybrid rides',
        excerpt:
          'Our fourth category puts you in an electric or hybrid car for a fare close to Economy. Try it with 20 % off using GREEN20.',
        body: [
          'Green is now available in London. Every Green car is fully electric or a hybrid, such as a Tesla Model 3, a Hyundai Ioniq 5, a Kia Niro EV or a Toyota Prius, and seats up to four passengers.',
          'Green fares sit just above Economy: in London, a $3.75 base fare, $1.35 per kilometre and $0.32 per minute, with an $8.00 minimum. As always, you can offer your own price within the limits shown on the booking screen.',
          'To reward drivers who invested in cleaner cars, our commission on Green rides is lower: Green drivers keep 82 % of every fare.',
          'Try it now: the code GREEN20 gives you 20 % off a Green ride, up to $8, and you can use it twice.',
        ],
      },
      es: {
        title: 'Presentamos Green: viajes eléctricos e híbridos',
        excerpt:
          'Nuestra cuarta categoría te lleva en un coche eléctrico o híbrido por una tarifa cercana a la de Economy. Pruébala con un 20 % de descuento con GREEN20.',
        body: [
          'Green ya está disponible en London. Todos los coches Green son totalmente eléctricos o híbridos, como el Tesla Model 3, el Hyundai Ioniq 5, el Kia Niro EV o el Toyota Prius, y admiten hasta cuatro pasajeros.',
          'Las tarifas Green están justo por encima de las de Economy: en London, 3,75 $ de tarifa base, 1,35 $ por kilómetro y 0,32 $ por minuto, con un mínimo de 8,00 $. Como siempre, puedes ofrecer tu propio precio dentro de los límites que aparecen en la pantalla de reserva.',
          'Para recompensar a los conductores que invirtieron en coches más limpios, nuestra comisión en los viajes Green es menor: los conductores Green se quedan con el 82 % de cada tarifa.',
          'Pruébala ya: el código GREEN20 te da un 20 % de descuento en un viaje Green, hasta 8 $, y puedes usarlo dos veces.',
        ],
      },
      fr: {
        title: 'Voici Green : des courses électriques et hybrides',
        excerpt:
          'Notre quatrième catégorie vous installe dans une voiture électrique ou hybride pour un tarif proche d’Economy. Essayez-la avec 20 % de réduction grâce à GREEN20.',
        body: [
          'Green est maintenant offert à London. Toutes les voitures Green sont entièrement électriques ou hybrides, comme la Tesla Model 3, la Hyundai Ioniq 5, la Kia Niro EV ou la Toyota Prius, et accueillent jusqu’à quatre passagers.',
          'Les tarifs Green se situent juste au-dessus d’Economy : à London, 3,75 $ de tarif de base, 1,35 $ par kilomètre et 0,32 $ par minute, avec un minimum de 8,00 $. Comme toujours, vous pouvez proposer votre propre prix dans les limites affichées à l’écran de réservation.',
          'Pour récompenser les chauffeurs qui ont investi dans des voitures plus propres, notre commission sur les courses Green est plus basse : les chauffeurs Green conservent 82 % de chaque tarif.',
          'Essayez-la dès maintenant : le code GREEN20 vous donne 20 % de réduction sur une course Green, jusqu’à 8 $, et vous pouvez l’utiliser deux fois.',
        ],
      },
    },
  },
  {
    kind: 'announcement',
    slug: 'fairfare-arrives-in-toronto',
    daysAgo: 60,
    author: 'FairFare',
    motif: 'tower',
    text: {
      en: {
        title: 'FairFare arrives in Toronto',
        excerpt:
          'Our second city is live: name your fare from Etobicoke to Scarborough, including rides to Pearson and Billy Bishop.',
        body: [
          'After London, Toronto is the second city where you can name your own fare. The service area runs from Etobicoke and Pearson airport in the west to Scarborough in the east, and from the lakeshore, Billy Bishop airport included, up to Steeles Avenue.',
          'All four categories are available: Economy, Comfort, XL and Green. In Toronto you can pay with cash or a card; wallet payments will come later. Fares follow the same structure as in London with rates adapted to the city, and the cancellation fee after the free-cancellation timer is $7.00.',
          'Your FairFare account works in both cities. Set your pickup in Toronto and the booking screen switches to Toronto’s categories, fares and payment methods.',
          'To celebrate, TORONTO25 gives you 25 % off one ride in Toronto, up to $12.',
        ],
      },
      es: {
        title: 'FairFare llega a Toronto',
        excerpt:
          'Nuestra segunda ciudad ya está en marcha: propón tu tarifa desde Etobicoke hasta Scarborough, incluidos los viajes a Pearson y a Billy Bishop.',
        body: [
          'Después de London, Toronto es la segunda ciudad donde puedes proponer tu propia tarifa. La zona de servicio va desde Etobicoke y el aeropuerto Pearson, al oeste, hasta Scarborough, al este, y desde la orilla del lago, incluido el aeropuerto Billy Bishop, hasta Steeles Avenue.',
          'Las cuatro categorías están disponibles: Economy, Comfort, XL y Green. En Toronto puedes pagar en efectivo o con tarjeta; el pago con monedero llegará más adelante. Las tarifas siguen la misma estructura que en London, con precios adaptados a la ciudad, y la tarifa de cancelación una vez expirado el temporizador es de 7,00 $.',
          'Tu cuenta de FairFare funciona en ambas ciudades. Fija tu recogida en Toronto y la pantalla de reserva mostrará las categorías, tarifas y métodos de pago de Toronto.',
          'Para celebrarlo, TORONTO25 te da un 25 % de descuento en un viaje en Toronto, hasta 12 $.',
        ],
      },
      fr: {
        title: 'FairFare arrive à Toronto',
        excerpt:
          'Notre deuxième ville est en service : proposez votre tarif d’Etobicoke à Scarborough, y compris vers Pearson et Billy Bishop.',
        body: [
          'Après London, Toronto est la deuxième ville où vous pouvez proposer votre propre tarif. La zone de service s’étend d’Etobicoke et de l’aéroport Pearson, à l’ouest, jusqu’à Scarborough, à l’est, et du bord du lac, aéroport Billy Bishop compris, jusqu’à l’avenue Steeles.',
          'Les quatre catégories sont offertes : Economy, Comfort, XL et Green. À Toronto, vous pouvez payer en argent comptant ou par carte ; le paiement par portefeuille arrivera plus tard. Les tarifs suivent la même structure qu’à London, avec des prix adaptés à la ville, et les frais d’annulation après l’expiration de la minuterie sont de 7,00 $.',
          'Votre compte FairFare fonctionne dans les deux villes. Choisissez un point de départ à Toronto, et l’écran de réservation affiche les catégories, les tarifs et les modes de paiement de Toronto.',
          'Pour célébrer, TORONTO25 vous offre 25 % de réduction sur une course à Toronto, jusqu’à 12 $.',
        ],
      },
    },
  },
  {
    kind: 'announcement',
    slug: 'coming-soon-kitchener-waterloo',
    daysAgo: 12,
    author: 'FairFare',
    motif: 'megaphone',
    text: {
      en: {
        title: 'Coming soon: Kitchener-Waterloo',
        excerpt:
          'Our next city is on the way. Drivers in Kitchener, Waterloo and the surrounding area can start their onboarding today.',
        body: [
          'Kitchener-Waterloo will be the third FairFare city. The region’s universities, tech companies and busy ION light-rail corridor make it a natural fit for rides where the rider names the fare.',
          'We are onboarding drivers now. If you live in the region and drive a recent car in good condition, get in touch through our contact page and we will guide you through the documents and the vehicle inspection.',
          'Riders don’t need to do anything: your FairFare account will work in Kitchener-Waterloo from day one, and the city will appear on the booking screen as soon as the service opens.',
          'Want to be the first to know the launch date? Follow us on social media or check this announcements page.',
        ],
      },
      es: {
        title: 'Muy pronto: Kitchener-Waterloo',
        excerpt:
          'Nuestra próxima ciudad está en camino. Los conductores de Kitchener, Waterloo y alrededores ya pueden empezar su incorporación.',
        body: [
          'Kitchener-Waterloo será la tercera ciudad de FairFare. Las universidades de la región, sus empresas tecnológicas y el concurrido corredor del tren ligero ION la convierten en el lugar ideal para viajes en los que el pasajero propone la tarifa.',
          'Ya estamos incorporando conductores. Si vives en la región y tienes un coche reciente en buen estado, escríbenos a través de la página de contacto y te guiaremos con los documentos y la inspección del vehículo.',
          'Los pasajeros no tienen que hacer nada: tu cuenta de FairFare funcionará en Kitchener-Waterloo desde el primer día, y la ciudad aparecerá en la pantalla de reserva en cuanto abra el servicio.',
          '¿Quieres ser de los primeros en conocer la fecha de lanzamiento? Síguenos en las redes sociales o consulta esta página de anuncios.',
        ],
      },
      fr: {
        title: 'Bientôt : Kitchener-Waterloo',
        excerpt:
          'Notre prochaine ville est en route. Les chauffeurs de Kitchener, de Waterloo et des environs peuvent commencer leur intégration dès aujourd’hui.',
        body: [
          'Kitchener-Waterloo sera la troisième ville de FairFare. Les universités de la région, ses entreprises technologiques et l’achalandé corridor du train léger ION en font un endroit tout désigné pour des courses où le passager propose le tarif.',
          'Nous intégrons dès maintenant des chauffeurs. Si vous habitez la région et conduisez une voiture récente en bon état, écrivez-nous par la page de contact : nous vous accompagnerons pour les documents et l’inspection du véhicule.',
          'Les passagers n’ont rien à faire : votre compte FairFare fonctionnera à Kitchener-Waterloo dès le premier jour, et la ville apparaîtra à l’écran de réservation dès l’ouverture du service.',
          'Vous voulez connaître la date de lancement en premier ? Suivez-nous sur les réseaux sociaux ou consultez cette page d’annonces.',
        ],
      },
    },
  },
];
