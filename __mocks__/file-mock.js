// Static assets (images, fonts, media) imported from components resolve to this stub in Jest.
module.exports = 'test-file-stub'
