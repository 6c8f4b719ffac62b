export { ProjectTemplatesSection } from './ProjectTemplatesSection';
